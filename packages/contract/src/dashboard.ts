import { z } from 'zod';
import { ActivityLogItem } from './activity-log.ts';
import { resultOf } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Admin dashboard figures (spec sections 2 /admin, 3 'Dashboard data', 7, 9).
// ---------------------------------------------------------------------------------------------

/** Months of the 'Total User' / 'Total Acara' trend line, oldest first, the current month last. */
export const DASHBOARD_TREND_MONTHS = 6;

/**
 * GET /dashboard/total-user and /dashboard/total-event. `percentageValue` is the change of what was
 * created this calendar month versus last month, one decimal (negative red, 0 yellow 'Sama dari bulan
 * lalu', positive green); `trend` the running total at the end of each of the last 6 months.
 */
export const TotalFigure = z.object({
  total: z.number().int(),
  percentageValue: z.number(),
  trend: z.array(z.number().int()),
});
export type TotalFigure = z.infer<typeof TotalFigure>;
export const TotalFigureResult = resultOf(TotalFigure);
export type TotalFigureResult = z.infer<typeof TotalFigureResult>;

/** Days counted by the '{n} Notifikasi Baru' badge of the 'Aktivitas' panel. */
export const ACTIVITY_SUMMARY_DAYS = 7;
export const ACTIVITY_SUMMARY_LATEST = 5;

/** GET /dashboard/activity-summary. */
export const ActivitySummary = z.object({
  /** Activity rows of the last 7 days. */
  total: z.number().int(),
  /** The 5 newest rows, newest first. */
  latest: z.array(ActivityLogItem),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;
export const ActivitySummaryResult = resultOf(ActivitySummary);
export type ActivitySummaryResult = z.infer<typeof ActivitySummaryResult>;

/** Indonesian short month names, January first ('Ringkasan Pengguna' chart axis). */
export const MONTH_LABELS_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

/** The year selector offers the current year and the 4 before it. */
export const DASHBOARD_YEAR_SPAN = 5;

const YEAR_INVALID = 'Tahun (year) harus berupa angka empat digit';

/** GET /dashboard/compared-user?year. Absent or empty = the current year; the range is checked by the server. */
export const ComparedUserQuery = z.object({
  year: z
    .union(
      [
        z.literal(''),
        z.coerce
          .number({ error: YEAR_INVALID })
          .int({ error: YEAR_INVALID })
          .min(1000, { error: YEAR_INVALID })
          .max(9999, { error: YEAR_INVALID }),
      ],
      {
        error: YEAR_INVALID,
      },
    )
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type ComparedUserQuery = z.infer<typeof ComparedUserQuery>;

export const ComparedUserMonth = z.object({
  /** 1 = January. */
  month: z.number().int().min(1).max(12),
  label: z.enum(MONTH_LABELS_ID),
  /** Members with at least one sign-in that month. */
  activeUser: z.number().int(),
  /** Members who existed by the end of that month and did not sign in. */
  inactiveUser: z.number().int(),
});
export type ComparedUserMonth = z.infer<typeof ComparedUserMonth>;

export const ComparedUsers = z.object({
  year: z.number().int(),
  comparedUsers: z.array(ComparedUserMonth),
});
export type ComparedUsers = z.infer<typeof ComparedUsers>;
export const ComparedUsersResult = resultOf(ComparedUsers);
export type ComparedUsersResult = z.infer<typeof ComparedUsersResult>;

export const yearOutOfRangeMessage = (min: number, max: number) => `Tahun harus di antara ${min} dan ${max}.`;
