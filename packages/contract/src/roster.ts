import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { listOf, optionalText, resultOf } from './common.ts';
import { parseCalendarDate } from './death-notices.ts';

// ---------------------------------------------------------------------------------------------
// 'Daftar Angkatan': the class roster (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md).
// GET /roster (members and admins), POST / PUT /roster, POST /roster/imports (admins), tips, links.
// ---------------------------------------------------------------------------------------------

export const ROSTER_STATUSES = ['REGISTERED', 'NOT_FOUND', 'CONTACTED', 'DECEASED'] as const;
export const RosterStatus = z.enum(ROSTER_STATUSES, { error: 'Status tidak dikenal' });
export type RosterStatus = z.infer<typeof RosterStatus>;

/** The on-screen labels of the statuses. */
export const ROSTER_STATUS_LABEL: Record<RosterStatus, string> = {
  REGISTERED: 'Terdaftar',
  NOT_FOUND: 'Belum ditemukan',
  CONTACTED: 'Sudah dihubungi',
  DECEASED: 'Wafat',
};

export const ROSTER_NAME_MAX = 100;
export const ROSTER_TEXT_MAX = 60;
export const ROSTER_TIP_MAX = 1000;
export const ROSTER_DEFAULT_LIMIT = 20;
export const ROSTER_MAX_LIMIT = 100;
export const ROSTER_IMPORT_MAX_ROWS = 5000;

export const ROSTER_MSG = {
  notFound: 'Data teman seangkatan tidak ditemukan.',
  userNotFound: 'Akun anggota tidak ditemukan.',
  userLinked: 'Akun ini sudah ditautkan ke nama lain di Daftar Angkatan.',
  registeredNeedsLink: "Status 'Terdaftar' hanya untuk nama yang sudah ditautkan ke akun.",
  linkedNotRegistered: "Nama yang sudah ditautkan ke akun berstatus 'Terdaftar' atau 'Wafat'.",
  deceasedViaAccount: "Untuk anggota yang punya akun, status 'Wafat' diatur dari halaman In Memoriam.",
  tipDeceased: 'Teman ini sudah tercatat wafat.',
  tipRegistered: 'Teman ini sudah terdaftar.',
  importFailed: 'Mengimpor Daftar Angkatan gagal. Periksa kembali baris yang ditandai.',
  importNoRows: 'File tidak berisi data teman seangkatan.',
  importTooMany: `Maksimal ${ROSTER_IMPORT_MAX_ROWS.toLocaleString('id-ID')} baris sekali impor`,
  importTwice: (name: string, first: number) => `Nama ganda di file: ${name} (sama dengan baris ${first})`,
  importExists: (name: string) => `Sudah ada di Daftar Angkatan: ${name}`,
  dateInvalid: 'Tanggal wafat harus berformat DD/MM/YYYY dan tidak di masa depan',
  tipSent: 'Terima kasih, kabar Anda sudah kami terima dan hanya dibaca oleh panitia.',
  imported: (n: number) => `${n} nama berhasil ditambahkan ke Daftar Angkatan`,
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

const rosterName = z
  .string({ error: 'Nama harus diisi' })
  .trim()
  .min(1, 'Nama harus diisi')
  .max(ROSTER_NAME_MAX, `Nama maksimal ${ROSTER_NAME_MAX} karakter`);

/** 'DD/MM/YYYY' of a day not in the future, or empty; answers 'YYYY-MM-DD' or null. */
export const pastDate = z
  .string({ error: ROSTER_MSG.dateInvalid })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const stored = parseCalendarDate(v);
    if (!stored) {
      ctx.addIssue({ code: 'custom', message: ROSTER_MSG.dateInvalid });
      return z.NEVER;
    }
    return stored;
  });

const rosterFields = {
  name: rosterName,
  nickname: text('Nama panggilan', ROSTER_TEXT_MAX),
  className: text('Kelas', ROSTER_TEXT_MAX),
  school: text('Sekolah', ROSTER_NAME_MAX),
  status: RosterStatus.optional(),
  deceasedDate: pastDate,
};

/** POST /roster: one classmate added by hand. */
export const RosterCreateBody = z.strictObject(rosterFields, { error: INVALID_BODY });
export type RosterCreateBody = z.infer<typeof RosterCreateBody>;

/** PUT /roster: the whole row again, by id. */
export const RosterUpdateBody = z.strictObject(
  { id: z.number({ error: 'ID tidak valid' }).int().positive('ID tidak valid'), ...rosterFields },
  { error: INVALID_BODY },
);
export type RosterUpdateBody = z.infer<typeof RosterUpdateBody>;

export const RosterQuery = z.object({
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(0).optional(),
  search: optionalText(100),
  className: optionalText(ROSTER_TEXT_MAX),
  status: RosterStatus.optional(),
});
export type RosterQuery = z.infer<typeof RosterQuery>;

/** One classmate as members see them: nothing private (no phone, no address, no e-mail). */
export const RosterItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  className: z.string().nullable(),
  school: z.string().nullable(),
  status: RosterStatus,
  /** 'DD/MM/YYYY' or null. */
  deceasedDate: z.string().nullable(),
  /** The linked account's public profile key, when there is one. */
  username: z.string().nullable(),
  /** Admins only: the linked account and how many tips came in. */
  userId: z.number().int().nullable().optional(),
  tips: z.number().int().optional(),
});
export type RosterItem = z.infer<typeof RosterItem>;

export const RosterListResult = resultOf(
  z.object({ total: z.number().int(), datas: z.array(RosterItem), classes: z.array(z.string()) }),
);
export type RosterListResult = z.infer<typeof RosterListResult>;
export const RosterItemResult = resultOf(RosterItem);

/** POST /roster/{id}/tips: 'Saya tahu kabarnya'. */
export const RosterTipBody = z.strictObject(
  {
    note: z
      .string({ error: 'Catatan harus diisi' })
      .trim()
      .min(1, 'Catatan harus diisi')
      .max(ROSTER_TIP_MAX, `Catatan maksimal ${ROSTER_TIP_MAX} karakter`),
    phone: z
      .string({ error: 'Nomor telepon harus berupa teks' })
      .trim()
      .max(20, 'Nomor telepon maksimal 20 karakter')
      .refine(
        (v) => v === '' || /^\+?[0-9 -]{6,20}$/.test(v),
        'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal',
      )
      .nullish()
      .transform((v) => (v ? v : null)),
  },
  { error: INVALID_BODY },
);
export type RosterTipBody = z.infer<typeof RosterTipBody>;

export const RosterTip = z.object({
  id: z.number().int(),
  rosterId: z.number().int(),
  rosterName: z.string(),
  note: z.string(),
  phone: z.string().nullable(),
  from: z.object({ name: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RosterTip = z.infer<typeof RosterTip>;
export const RosterTipsResult = listOf(RosterTip);

/** PUT /roster/{id}/link: confirm a link (userId) or remove it (null). */
export const RosterLinkBody = z.strictObject(
  { userId: z.number({ error: 'ID akun tidak valid' }).int().positive('ID akun tidak valid').nullable() },
  { error: INVALID_BODY },
);
export type RosterLinkBody = z.infer<typeof RosterLinkBody>;

/** A proposed link: a roster row and an account whose name matches; a person confirms it. */
export const LinkSuggestion = z.object({
  rosterId: z.number().int(),
  rosterName: z.string(),
  className: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    nickname: z.string().nullable(),
  }),
});
export type LinkSuggestion = z.infer<typeof LinkSuggestion>;
export const LinkSuggestionsResult = listOf(LinkSuggestion);

/** Dashboard: 'Ditemukan N dari M (x %)' and per class. Found = every status but 'Belum ditemukan'. */
export const RosterClassProgress = z.object({
  className: z.string(),
  found: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
});
export const RosterProgress = z.object({
  found: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  registered: z.number().int(),
  deceased: z.number().int(),
  classes: z.array(RosterClassProgress),
});
export type RosterProgress = z.infer<typeof RosterProgress>;
export const RosterProgressResult = resultOf(RosterProgress);

export const rosterPercent = (found: number, total: number) =>
  total > 0 ? Math.round((found * 100) / total) : 0;
export const rosterProgressText = (found: number, total: number) =>
  `Ditemukan ${found} dari ${total} (${rosterPercent(found, total)} %)`;
/** Label of rows without a class. */
export const ROSTER_NO_CLASS = 'Tanpa kelas';

// ---- Import from the yearbook spreadsheet -------------------------------------------------------

/** Sheet column titles in order, with the field each maps to (the panel lets the admin pick columns). */
export const ROSTER_IMPORT_COLUMNS = [
  { title: 'Nama', field: 'name' },
  { title: 'Nama Panggilan', field: 'nickname' },
  { title: 'Kelas', field: 'className' },
  { title: 'Sekolah', field: 'school' },
] as const;
export type RosterImportField = (typeof ROSTER_IMPORT_COLUMNS)[number]['field'];

const cell = z.string({ error: 'Isi kolom harus berupa teks' }).max(1000, 'Maksimal 1000 karakter');
export const RosterImportRow = z.object({
  name: cell.nullish(),
  nickname: cell.nullish(),
  className: cell.nullish(),
  school: cell.nullish(),
  row: z.number({ error: 'Nomor baris tidak valid' }).int().min(1).max(10_000_000).optional(),
});
export type RosterImportRow = z.infer<typeof RosterImportRow>;

export const RosterImportBody = z.object(
  {
    rows: z
      .array(RosterImportRow, { error: 'Daftar baris (rows) harus diisi' })
      .min(1, ROSTER_MSG.importNoRows)
      .max(ROSTER_IMPORT_MAX_ROWS, ROSTER_MSG.importTooMany),
  },
  { error: INVALID_BODY },
);
export type RosterImportBody = z.infer<typeof RosterImportBody>;
export const RosterImportResult = resultOf(z.object({ imported: z.number().int() }));

export interface RosterImportEntry {
  row: number;
  name: string;
  nickname: string | null;
  className: string | null;
  school: string | null;
}

const importRowSchema = z.object({
  name: rosterName,
  nickname: rosterFields.nickname,
  className: rosterFields.className,
  school: rosterFields.school,
});

/** The key under which two rows are the same classmate: the name without case or spacing, and the class. */
export const rosterKey = (name: string, className: string | null) =>
  `${normalizeName(name)}|${normalizeName(className ?? '')}`;

/** Lower case, letters and digits only, single spaces: 'Siti  Nur-Aini' and 'siti nur aini' read the same. */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Checks every row without a database (the server and the import panel's preview): each field's rule, then
 * the same name in the same class twice inside the file. Errors name the sheet row ('baris 5').
 */
export function checkRosterRows(rows: readonly RosterImportRow[]): {
  entries: RosterImportEntry[];
  errors: { row: number; message: string }[];
} {
  const entries: RosterImportEntry[] = [];
  const errors: { row: number; message: string }[] = [];
  const first = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = raw.row ?? index + 2;
    const parsed = importRowSchema.safeParse({
      name: raw.name ?? '',
      nickname: raw.nickname,
      className: raw.className,
      school: raw.school,
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ row, message: issue.message });
      }
      return;
    }
    const key = rosterKey(parsed.data.name, parsed.data.className);
    const earlier = first.get(key);
    if (earlier !== undefined) {
      errors.push({ row, message: ROSTER_MSG.importTwice(parsed.data.name, earlier) });
      return;
    }
    first.set(key, row);
    entries.push({ row, ...parsed.data });
  });
  return { entries, errors };
}
