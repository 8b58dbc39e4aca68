import { z } from 'zod';
import { email, INVALID_BODY, personName, username } from './auth.ts';
import { resultOf } from './common.ts';
import { PostRegisterBody, UpdateProfileBody } from './profile-update.ts';

// ---------------------------------------------------------------------------------------------
// Excel user import (docs/spec.md §§2 /admin/user import panel, 3 Import row columns, 5 Import,
// 7 POST /user/imports, 8 Import). Admin only. All rows are checked; the import is all or nothing.
// ---------------------------------------------------------------------------------------------

/** docs/spec.md §8: the toasts of the import panel (the failure text is also the 400 message). */
export const IMPORT_SUCCESS = 'Anda berhasil mengimpor pengguna';
export const IMPORT_FAILED =
  'Mengimpor user gagal. Pastikan format excel sesuai atau username belum pernah digunakan sebelumnya.';

/** Rows per import: a class-of-1986 member list fits many times over; 10,000 import in a few seconds. */
export const IMPORT_MAX_ROWS = 10_000;
/** Route body limit of POST /user/imports: 10,000 realistic rows are ~2-3 MB of JSON. */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
/** At most this many row errors are answered; one more entry then says how many were left out. */
export const IMPORT_ERRORS_MAX = 100;
/** Structural cap of one cell (the real per-field limits are checked row by row, with row numbers). */
const CELL_MAX = 1000;

export const IMPORT_NO_ROWS = 'File tidak berisi data pengguna.';
export const IMPORT_TOO_MANY = `Maksimal ${IMPORT_MAX_ROWS.toLocaleString('id-ID')} pengguna sekali impor`;

/** Sheet column titles (docs/spec.md §3) in order, with the field each maps to. */
export const IMPORT_COLUMNS = [
  { title: 'Nama', field: 'name' },
  { title: 'Nama Panggilan', field: 'nickname' },
  { title: 'Username', field: 'username' },
  { title: 'Telepon', field: 'phoneNumber' },
  { title: 'Alamat', field: 'address' },
  { title: 'Email', field: 'email' },
  { title: 'SMA', field: 'highSchool' },
  // Beyond the spec's seven columns (docs/decisions/027): optional, a sheet without it still imports.
  { title: 'Kota', field: 'city' },
] as const;
export type ImportField = (typeof IMPORT_COLUMNS)[number]['field'];

const cell = z
  .string({ error: 'Isi kolom harus berupa teks' })
  .max(CELL_MAX, `Maksimal ${CELL_MAX} karakter`);

/** One sheet row as sent: cell texts (absent/null/'' = empty) and the sheet row number for messages. */
export const ImportUserRow = z.object({
  name: cell.nullish(),
  nickname: cell.nullish(),
  username: cell.nullish(),
  phoneNumber: cell.nullish(),
  address: cell.nullish(),
  email: cell.nullish(),
  highSchool: cell.nullish(),
  city: cell.nullish(),
  /** Sheet row number (header = row 1); default: position in `users` + 2. */
  row: z.number({ error: 'Nomor baris tidak valid' }).int().min(1).max(10_000_000).optional(),
});
export type ImportUserRow = z.infer<typeof ImportUserRow>;

export const ImportUsersBody = z.object(
  {
    users: z
      .array(ImportUserRow, { error: 'Daftar pengguna (users) harus diisi' })
      .min(1, IMPORT_NO_ROWS)
      .max(IMPORT_MAX_ROWS, IMPORT_TOO_MANY),
  },
  { error: INVALID_BODY },
);
export type ImportUsersBody = z.infer<typeof ImportUsersBody>;

export const ImportUsersResult = resultOf(
  z.object({ imported: z.number().int(), batchId: z.number().int() }),
);
export type ImportUsersResult = z.infer<typeof ImportUsersResult>;

/** A row's values after the checks: trimmed, empty optional fields null, name defaulted to username. */
export interface ImportMember {
  row: number;
  name: string;
  nickname: string | null;
  username: string;
  phoneNumber: string | null;
  address: string | null;
  email: string;
  highSchool: string | null;
  city: string | null;
}

/** One problem of one sheet row. */
export interface ImportRowIssue {
  row: number;
  message: string;
}

/** The same per-field rules as registration (username, email) and profile editing (the others). */
const rowSchema = z.object({
  name: personName,
  nickname: PostRegisterBody.shape.nickname,
  username,
  phoneNumber: PostRegisterBody.shape.phoneNumber,
  address: PostRegisterBody.shape.address,
  email,
  highSchool: PostRegisterBody.shape.highSchool,
  city: UpdateProfileBody.shape.city,
});

export const rowLabel = (row: number) => `baris ${row}`;
export const IMPORT_MSG = {
  usernameTaken: (u: string) => `Username sudah digunakan: ${u}`,
  emailTaken: (e: string) => `Email sudah digunakan: ${e}`,
  usernameTwice: (u: string, first: number) => `Username ganda di file: ${u} (sama dengan baris ${first})`,
  emailTwice: (e: string, first: number) => `Email ganda di file: ${e} (sama dengan baris ${first})`,
  more: (n: number) => `… dan ${n} kesalahan lainnya`,
};

const text = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Checks every row without a database (shared by the server and the import panel's preview): each
 * field's rule, then usernames and emails repeated inside the file (without case). Nama may be empty:
 * the username is then used as the name. Errors name the sheet row ('baris 5'), in row order.
 */
export function checkImportRows(rows: readonly ImportUserRow[]): {
  members: ImportMember[];
  errors: ImportRowIssue[];
} {
  const members: ImportMember[] = [];
  const errors: ImportRowIssue[] = [];
  const firstUsername = new Map<string, number>();
  const firstEmail = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = raw.row ?? index + 2;
    const uname = text(raw.username);
    const parsed = rowSchema.safeParse({
      name: text(raw.name) || uname || ' ',
      nickname: text(raw.nickname),
      username: uname,
      phoneNumber: text(raw.phoneNumber),
      address: text(raw.address),
      email: text(raw.email),
      highSchool: text(raw.highSchool),
      city: text(raw.city),
    });
    let rowOk = parsed.success;
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        // One message per field; an empty username also empties the defaulted name: report it once.
        const field = String(issue.path[0] ?? '');
        if (seen.has(field) || (field === 'name' && !uname)) continue;
        seen.add(field);
        errors.push({ row, message: issue.message });
      }
    }
    const u = uname.toLowerCase();
    const e = text(raw.email).toLowerCase();
    const uFirst = u ? firstUsername.get(u) : undefined;
    if (uFirst !== undefined) {
      errors.push({ row, message: IMPORT_MSG.usernameTwice(uname, uFirst) });
      rowOk = false;
    } else if (u) firstUsername.set(u, row);
    const eFirst = e ? firstEmail.get(e) : undefined;
    if (eFirst !== undefined) {
      errors.push({ row, message: IMPORT_MSG.emailTwice(text(raw.email), eFirst) });
      rowOk = false;
    } else if (e) firstEmail.set(e, row);
    if (rowOk && parsed.success) {
      const d = parsed.data;
      members.push({
        row,
        name: d.name,
        nickname: d.nickname ?? null,
        username: d.username,
        phoneNumber: d.phoneNumber ?? null,
        address: d.address ?? null,
        email: d.email,
        highSchool: d.highSchool ?? null,
        city: d.city ?? null,
      });
    }
  });
  return { members, errors };
}

/**
 * The `errors` of the 400 answer: sorted by row (stable, so a row's messages keep their order), as
 * {path: 'baris 5', message}; the first IMPORT_ERRORS_MAX, plus one entry counting the rest.
 */
export function importErrorList(issues: readonly ImportRowIssue[]): { path: string; message: string }[] {
  const sorted = [...issues].sort((a, b) => a.row - b.row);
  const list = sorted.slice(0, IMPORT_ERRORS_MAX).map((i) => ({ path: rowLabel(i.row), message: i.message }));
  if (sorted.length > IMPORT_ERRORS_MAX)
    list.push({ path: 'lainnya', message: IMPORT_MSG.more(sorted.length - IMPORT_ERRORS_MAX) });
  return list;
}
