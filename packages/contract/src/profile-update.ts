import { z } from 'zod';
import { email, INVALID_BODY, personName, username } from './auth.ts';
import { BusinessLine } from './directory.ts';
import { bodyId } from './ids.ts';
import { parseProfileDate } from './profile-dates.ts';
import { UploadedImagePath } from './uploads.ts';
import {
  ABOUT_MAX,
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  END_BEFORE_START,
  GPA_MAX,
  GPA_RANGE,
  HIGH_SCHOOL_MAX,
  LANGUAGES_MAX,
  NICKNAME_MAX,
  OCCUPATION_MAX,
  PHONE_MAX,
  PHONE_MIN,
  PHONE_PATTERN,
  PROFILE_ITEMS_MAX,
  REQUIRED,
  SOCIAL_HANDLE_MAX,
  SOCIAL_HANDLE_PATTERN,
  SOCIAL_NOT_A_HANDLE,
  SPECIALITIES_MAX_ITEMS,
  SPECIALITY_MAX,
} from './users-limits.ts';

// ---------------------------------------------------------------------------------------------
// What a member writes into a profile: PUT /user-post-register and PUT /user (docs/spec.md §§2, 5, 7, 9).
// ---------------------------------------------------------------------------------------------

/**
 * An optional profile text: trimmed; absent leaves the stored value alone, '' or null clears it.
 * The output is `string | null | undefined` so the server can tell "unchanged" from "cleared".
 */
/** Longest city/regency name accepted (docs/decisions/027). */
export const CITY_MAX = 100;

/** A real calendar day 'YYYY-MM-DD' from 1900 up to today. */
function isPastDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d.toISOString().slice(0, 10) === v &&
    v >= '1900-01-01' &&
    d.getTime() <= Date.now()
  );
}

const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const phoneNumber = z
  .string({ message: 'Nomor telepon harus berupa teks' })
  .trim()
  .max(PHONE_MAX, `Nomor telepon maksimal ${PHONE_MAX} karakter`)
  .refine(
    (v) => v === '' || PHONE_PATTERN.test(v),
    'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal',
  )
  .refine((v) => v === '' || v.length >= PHONE_MIN, `Nomor telepon minimal ${PHONE_MIN} karakter`)
  .nullish()
  .transform((v) => (v === '' ? null : v));

/** PUT /user-post-register: step 2 of the registration wizard (skippable), for the signed-in member only. */
export const PostRegisterBody = z.object(
  {
    nickname: optionalText('Nama panggilan', NICKNAME_MAX),
    phoneNumber,
    address: optionalText('Alamat', ADDRESS_MAX),
    highSchool: optionalText('Asal SMA', HIGH_SCHOOL_MAX),
    occupation: optionalText('Pekerjaan', OCCUPATION_MAX),
  },
  { message: INVALID_BODY },
);
export type PostRegisterBody = z.infer<typeof PostRegisterBody>;
export type PostRegisterInput = z.input<typeof PostRegisterBody>;

// --- PUT /user ---

/** An optional record id: null and absent both mean "a new record". */
const itemId = bodyId('ID data tidak valid')
  .nullish()
  .transform((v) => v ?? undefined);

/** A profile date: 'DD/MM/YYYY' in, stored 'YYYY-MM-10' out; '' or null is "no date". */
const profileDate = (label: string) =>
  z
    .string({ error: `${label} harus berformat DD/MM/YYYY` })
    .nullish()
    .transform((v, ctx): string | null => {
      if (v === null || v === undefined || v.trim() === '') return null;
      const stored = parseProfileDate(v);
      if (stored) return stored;
      ctx.addIssue({ code: 'custom', message: `${label} harus berformat DD/MM/YYYY` });
      return z.NEVER;
    });

const flag = (label: string) =>
  z
    .boolean({ error: `${label} harus bernilai true atau false` })
    .nullish()
    .transform((v) => v ?? false);

interface DatedItem {
  deleted: boolean;
  startDate: string | null;
  endDate: string | null;
  currentlyWorking?: boolean;
}

/** Stored dates are 'YYYY-MM-10', so text order is date order. */
function checkDates(item: DatedItem, ctx: z.RefinementCtx) {
  if (item.deleted || item.currentlyWorking) return;
  if (item.startDate && item.endDate && item.endDate < item.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
}

/**
 * One working experience in PUT /user. With `id`: edit that record (the whole record is replaced by
 * what is sent; an absent field becomes empty); without: add. `deleted: true` with an id soft-deletes
 * it (other fields are then ignored); `deleted: true` without an id (an item added and removed before
 * saving) is skipped. `currentlyWorking: true` stores no end date. Dates come out as 'YYYY-MM-10'.
 */
export const WorkingExpInput = z
  .object(
    {
      id: itemId,
      deleted: flag('Status hapus'),
      position: optionalText('Posisi', 100),
      jobTypeId: bodyId('Jenis pekerjaan tidak valid').nullish(),
      name: optionalText('Nama perusahaan', 200),
      address: optionalText('Alamat perusahaan', ADDRESS_MAX),
      startDate: profileDate('Tanggal mulai'),
      endDate: profileDate('Tanggal selesai'),
      currentlyWorking: flag('Masih bekerja'),
      description: optionalText('Deskripsi', DESCRIPTION_MAX),
    },
    { error: 'Data pengalaman kerja tidak valid' },
  )
  // Reported even when other fields of the item are wrong too (`when`), so the form marks it at once.
  .refine((item) => item.deleted === true || (item.jobTypeId !== null && item.jobTypeId !== undefined), {
    path: ['jobTypeId'],
    message: REQUIRED,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .superRefine(checkDates);
export type WorkingExpInput = z.infer<typeof WorkingExpInput>;

/** One business in PUT /user; same id / deleted / currentlyWorking rules as WorkingExpInput. */
export const BusinessInput = z
  .object(
    {
      id: itemId,
      deleted: flag('Status hapus'),
      name: optionalText('Nama usaha', 200),
      address: optionalText('Alamat usaha', ADDRESS_MAX),
      startDate: profileDate('Tanggal mulai'),
      endDate: profileDate('Tanggal selesai'),
      currentlyWorking: flag('Masih berjalan'),
      description: optionalText('Deskripsi', DESCRIPTION_MAX),
      /** 'Bidang usaha' (docs/decisions/027); absent or null = none. */
      line: BusinessLine.nullish(),
      /** 'Jangan tampilkan di Usaha Alumni' (docs/decisions/027); absent = listed. */
      unlisted: flag('Jangan tampilkan di Usaha Alumni'),
    },
    { error: 'Data usaha tidak valid' },
  )
  .superRefine(checkDates);
export type BusinessInput = z.infer<typeof BusinessInput>;

/** GPA: a number (or numeric text, ',' as decimal mark allowed) from 0 to 4; '' or null is none. */
const gpa = z
  .union([z.number(), z.string()], { error: 'IPK harus berupa angka.' })
  .nullish()
  .transform((v, ctx): number | null => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'IPK harus berupa angka.' });
      return z.NEVER;
    }
    if (n < 0 || n > GPA_MAX) {
      ctx.addIssue({ code: 'custom', message: GPA_RANGE });
      return z.NEVER;
    }
    return n;
  });

/** One education in PUT /user; same id / deleted rules as WorkingExpInput (no currentlyWorking). */
export const EducationInput = z
  .object(
    {
      id: itemId,
      deleted: flag('Status hapus'),
      university: optionalText('Universitas', 200),
      title: optionalText('Gelar', 100),
      studyMajor: optionalText('Jurusan', 200),
      startDate: profileDate('Tanggal mulai'),
      endDate: profileDate('Tanggal selesai'),
      gpa,
      description: optionalText('Deskripsi', DESCRIPTION_MAX),
    },
    { error: 'Data pendidikan tidak valid' },
  )
  .superRefine(checkDates);
export type EducationInput = z.infer<typeof EducationInput>;

/**
 * Specialities as a comma-joined string or a list: split on commas, trimmed, empties dropped,
 * duplicates (ignoring case) dropped, at most 30 items of 50 characters; joined with ', '.
 * Absent leaves the stored value; null, '' or [] clears it.
 */
const specialities = z
  .union([z.string(), z.array(z.string({ error: 'Keahlian harus berupa teks' }))], {
    error: 'Keahlian harus berupa teks atau daftar teks',
  })
  .nullish()
  .transform((v, ctx): string | null | undefined => {
    if (v === undefined || v === null) return v;
    const seen = new Set<string>();
    const items: string[] = [];
    for (const raw of (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(','))) {
      const item = raw.trim();
      if (!item || seen.has(item.toLowerCase())) continue;
      seen.add(item.toLowerCase());
      items.push(item);
    }
    if (items.length > SPECIALITIES_MAX_ITEMS)
      ctx.addIssue({ code: 'custom', message: `Keahlian maksimal ${SPECIALITIES_MAX_ITEMS} item` });
    if (items.some((i) => i.length > SPECIALITY_MAX))
      ctx.addIssue({ code: 'custom', message: `Setiap keahlian maksimal ${SPECIALITY_MAX} karakter` });
    return items.length > 0 ? items.join(', ') : null;
  });

const SITE_LIKE = /^www\.|(^|\.)(instagram|facebook|fb|linkedin|twitter|x|tiktok)\.com$/i;

/** A social handle: one leading '@' dropped; no URL, slash, colon or space; [A-Za-z0-9._-], max 50. */
const socialHandle = (label: string) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .nullish()
    .transform((v, ctx): string | null | undefined => {
      if (v === undefined || v === null) return v;
      const handle = v.trim().replace(/^@/, '');
      if (handle === '') return null;
      if (/[/\\:\s]/.test(handle) || SITE_LIKE.test(handle)) {
        ctx.addIssue({ code: 'custom', message: SOCIAL_NOT_A_HANDLE });
        return z.NEVER;
      }
      if (handle.length > SOCIAL_HANDLE_MAX) {
        ctx.addIssue({ code: 'custom', message: `${label} maksimal ${SOCIAL_HANDLE_MAX} karakter` });
        return z.NEVER;
      }
      if (!SOCIAL_HANDLE_PATTERN.test(handle)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung`,
        });
        return z.NEVER;
      }
      return handle;
    });

export const SocialsInput = z.object(
  {
    instagram: socialHandle('Instagram'),
    facebook: socialHandle('Facebook'),
    linkedin: socialHandle('LinkedIn'),
    twitter: socialHandle('Twitter'),
    tiktok: socialHandle('TikTok'),
  },
  { error: 'Media sosial tidak valid' },
);

const items = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'Daftar data tidak valid' })
    .max(PROFILE_ITEMS_MAX, { error: `Maksimal ${PROFILE_ITEMS_MAX} data` })
    .optional();

/**
 * PUT /user: the whole profile as the edit page sends it. Rules:
 * - `id` absent = the caller; admins may give any user's id, members only their own (else 403);
 * - `name` is required; every other top-level field: absent leaves the stored value, '' or null clears it;
 * - `picture`: absent keeps it, null removes it, else a path POST /upload returned (checked on disk);
 * - the sub-record lists follow WorkingExpInput; records not mentioned are left unchanged;
 * - `username` and `email` (optional) are applied only when an admin edits ANOTHER user (the
 *   /admin/user/{key} edit form): unique without case (409 USERNAME_TAKEN / EMAIL_TAKEN); absent keeps
 *   them; on one's own profile they are ignored (admins change their own on /admin/setting);
 * - role and password are NOT changed here (unknown keys are dropped).
 */
export const UpdateProfileBody = z.object(
  {
    id: bodyId('ID pengguna tidak valid').optional(),
    name: personName,
    username: username.optional(),
    email: email.optional(),
    nickname: optionalText('Nama panggilan', NICKNAME_MAX),
    phoneNumber,
    address: optionalText('Alamat', ADDRESS_MAX),
    highSchool: optionalText('Asal SMA', HIGH_SCHOOL_MAX),
    occupation: optionalText('Pekerjaan', OCCUPATION_MAX),
    picture: UploadedImagePath.nullable().optional(),
    about: optionalText('Tentang saya', ABOUT_MAX),
    specialities,
    languages: optionalText('Bahasa', LANGUAGES_MAX),
    socials: SocialsInput.nullish().transform((v) => v ?? undefined),
    workingExps: items(WorkingExpInput),
    businesses: items(BusinessInput),
    educations: items(EducationInput),
    /** City/regency, free text (docs/decisions/027); absent keeps it, '' or null clears it. */
    city: optionalText('Kota', CITY_MAX),
    /** 'YYYY-MM-DD' of a real past day (docs/decisions/027); absent keeps it, '' or null clears it. */
    birthday: z
      .string({ message: 'Tanggal lahir tidak valid' })
      .trim()
      .nullish()
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v == null || isPastDay(v), { message: 'Tanggal lahir tidak valid (format YYYY-MM-DD)' }),
    /** 'Pengingat email' (docs/decisions/013); absent keeps it. */
    reminderEmail: z.boolean({ error: 'Pengingat email tidak valid' }).optional(),
  },
  { message: INVALID_BODY },
);
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;
