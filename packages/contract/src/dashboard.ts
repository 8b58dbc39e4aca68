import { z } from 'zod';
import { ActivityLogItem } from './activity-log.ts';
import { resultOf } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Admin dashboard figures (docs/spec.md §§2 /admin, 3 'Dashboard data', 7, 9).
// ---------------------------------------------------------------------------------------------

import { MONTH_LABELS_ID } from './constants.ts';

export { DASHBOARD_TREND_MONTHS, DASHBOARD_YEAR_SPAN, MONTH_LABELS_ID } from './constants.ts';

/**
 * GET /dashboard/total-user and /dashboard/total-event. `percentageValue` is the change of what was
 * created this calendar month versus last month, one decimal (negative red, 0 yellow 'Sama dari bulan
 * lalu', positive green); `trend` the running total at the end of each of the last 6 months.
 */
export const TotalFigure = z.object({
  total: z.number().int(),
  /** Growth of the total since the end of last month, in percent (one decimal). */
  percentageValue: z.number(),
  /** Rows created this month (community zone): 'x anggota baru bulan ini'. */
  newThisMonth: z.number().int(),
  trend: z.array(z.number().int()),
});
export type TotalFigure = z.infer<typeof TotalFigure>;
export const TotalFigureResult = resultOf(TotalFigure);
export type TotalFigureResult = z.infer<typeof TotalFigureResult>;

/**
 * An admin who has never opened the bell panel has no "seen up to" marker yet: for them the badge counts
 * the other admins' rows of the last 7 days only (not the whole history).
 */
export const ACTIVITY_SUMMARY_DAYS = 7;
export const ACTIVITY_SUMMARY_LATEST = 5;

/** GET /dashboard/activity-summary (and the answer of POST /dashboard/activity-seen). */
export const ActivitySummary = z.object({
  /**
   * '{n} Notifikasi Baru' and the bell's badge: the other admins' rows this admin has not seen yet (after
   * their marker; without one, of the last 7 days). The admin's own actions never count.
   */
  total: z.number().int(),
  /** The 5 newest rows (every admin's), newest first. */
  latest: z.array(ActivityLogItem),
  /** Ids among `latest` that are counted in `total` (shown as new in the panel). */
  unseenIds: z.array(z.number().int()),
  /** The newest id in the whole log (0 when empty): what opening the panel marks as seen. */
  newestId: z.number().int(),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;
export const ActivitySummaryResult = resultOf(ActivitySummary);
export type ActivitySummaryResult = z.infer<typeof ActivitySummaryResult>;

/**
 * POST /dashboard/activity-seen: the admin opened the bell panel when the log ended at row `upTo` (the
 * summary's `newestId`). The marker only moves forward and never past the newest row.
 */
export const ACTIVITY_SEEN_INVALID = 'Nomor aktivitas terakhir yang dilihat tidak valid.';
export const ActivitySeenBody = z.object({
  upTo: z.number({ error: ACTIVITY_SEEN_INVALID }).int(ACTIVITY_SEEN_INVALID).positive(ACTIVITY_SEEN_INVALID),
});
export type ActivitySeenBody = z.infer<typeof ActivitySeenBody>;

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

/**
 * GET /dashboard/storage: the space the uploaded pictures take (originals and their narrower copies, on the
 * disk or in the bucket), and what was uploaded in the last 24 hours (docs/decisions/020, "Uploads").
 */
export const StorageUsage = z.object({
  files: z.number().int(),
  bytes: z.number().int(),
  uploadsLastDay: z.number().int(),
  bytesLastDay: z.number().int(),
});
export type StorageUsage = z.infer<typeof StorageUsage>;
export const StorageUsageResult = resultOf(StorageUsage);
export type StorageUsageResult = z.infer<typeof StorageUsageResult>;
