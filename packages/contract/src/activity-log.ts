import { z } from 'zod';
import { listOf } from './common.ts';
import { CREATED_DATE_ALIAS, pageFields, queryChoice, querySearch } from './events.ts';

// ---------------------------------------------------------------------------------------------
// Admin activity log (docs/spec.md §§2 /admin/log and the admin bell panel, 3, 7).
// ---------------------------------------------------------------------------------------------

/** Which part of the back office a change touched. 'Acara' gets the folder icon in the bell panel. */
export const ACTIVITY_MODULES = [
  'Acara',
  'Pengguna',
  'Partisipan',
  'Komentar',
  'Pengaturan',
  'Komunitas',
  'Konten',
  'Angkatan',
  'Kabar Duka',
  // docs/decisions/028: the money desk and the cash book.
  'Keuangan',
] as const;
export const ActivityModule = z.enum(ACTIVITY_MODULES);
export type ActivityModule = z.infer<typeof ActivityModule>;

export const ACTIVITY_ACTIONS = [
  'Tambah',
  'Ubah',
  'Hapus',
  'Impor',
  'Batalkan',
  'Reset Sandi',
  'Undang',
  // docs/decisions/022: the WhatsApp reset link, registrations and claims decided by the committee.
  'Tautan Atur Ulang',
  'Setujui',
  'Tolak',
  // docs/decisions/028: 'Ingatkan' on a fund, to the members who have not paid.
  'Ingatkan',
] as const;
export const ActivityAction = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof ActivityAction>;

/** The changed fields before / after (only those that differ; never a password or token). */
export const ActivityValue = z.record(z.string(), z.unknown()).nullable();
export type ActivityValue = z.infer<typeof ActivityValue>;

/** One row of the log, as the list, the dashboard 'Aktivitas' panel and the bell panel show it. */
export const ActivityLogItem = z.object({
  id: z.number().int(),
  /** The admin's name when the change was made (kept even if the account is gone). */
  userName: z.string(),
  module: ActivityModule,
  action: ActivityAction,
  activityInfo: z.string(),
  /** 'DD/MM/YYYY' in the community's time zone. */
  actionDate: z.string(),
  /** 'HH:mm' in the community's time zone. */
  time: z.string(),
  oldValue: ActivityValue,
  newValue: ActivityValue,
});
export type ActivityLogItem = z.infer<typeof ActivityLogItem>;

export const ACTIVITY_LOG_DEFAULT_LIMIT = 10;
export const ACTIVITY_LOG_MAX_LIMIT = 100;
/** The admin topbar bell asks for offset 1, limit 5. */
export const ACTIVITY_PANEL_LIMIT = 5;
export const ACTIVITY_USER_NAME_MAX = 100;

export const ACTIVITY_SORT_FIELDS = ['actionDate', 'userName', 'module'] as const;
export const ActivitySortBy = z.enum(ACTIVITY_SORT_FIELDS);
export type ActivitySortBy = z.infer<typeof ActivitySortBy>;

/** GET /activity-log. Defaults: newest first (sortBy actionDate, sortValue DESC), 10 a page. */
export const ActivityLogQuery = z.object({
  ...pageFields,
  // A log row is created when the action happens: the spec's created_date is the action date.
  sortBy: queryChoice(
    ACTIVITY_SORT_FIELDS,
    'Urutan (sortBy) harus actionDate (atau created_date), userName atau module',
    { [CREATED_DATE_ALIAS]: 'actionDate' },
  ),
  sortValue: queryChoice(['ASC', 'DESC'], 'Arah urutan (sortValue) harus ASC atau DESC'),
  userName: querySearch('Nama admin', ACTIVITY_USER_NAME_MAX),
});
export type ActivityLogQuery = z.infer<typeof ActivityLogQuery>;
export type ActivityLogQueryInput = z.input<typeof ActivityLogQuery>;

export const ActivityLogListResult = listOf(ActivityLogItem);
export type ActivityLogListResult = z.infer<typeof ActivityLogListResult>;

export { ACTIVITY_LOG_EMPTY } from './constants.ts';
