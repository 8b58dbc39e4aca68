import { z } from 'zod';
import { email, INVALID_BODY, personName, username } from './auth.ts';
import { Role, resultOf } from './common.ts';
import { MAX_DB_ID, pageFields, querySearch } from './events.ts';
import { UploadedImagePath } from './uploads.ts';

export const NICKNAME_MAX = 50;
export const PHONE_MAX = 20;
export const PHONE_MIN = 6;
/** Shared by PUT /user-post-register and PUT /user (one limit for the same column). */
export const ADDRESS_MAX = 500;
export const HIGH_SCHOOL_MAX = 100;
export const OCCUPATION_MAX = 100;
/** Digits, spaces and dashes, with an optional leading '+': '+62 812-3456-7890'. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/;

/**
 * An optional profile text: trimmed; absent leaves the stored value alone, '' or null clears it.
 * The output is `string | null | undefined` so the server can tell "unchanged" from "cleared".
 */
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

// ---------------------------------------------------------------------------------------------
// Member profiles (docs/spec.md §§2 /profile, 3 User/Profile, 5, 6, 7 GET/PUT /user, 9).
// ---------------------------------------------------------------------------------------------

export const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';
/** 409 USERNAME_TAKEN / EMAIL_TAKEN: registration, admin add, profile and account edits (unique without case). */
export const USERNAME_TAKEN = 'Username sudah digunakan.';
export const EMAIL_TAKEN = 'Email sudah terdaftar.';
export const PROFILE_FORBIDDEN = 'Anda hanya dapat mengubah profil Anda sendiri.';
export const REQUIRED = 'Wajib Diisi';
export const END_BEFORE_START = 'Tanggal selesai tidak boleh sebelum tanggal mulai.';
export const GPA_RANGE = 'IPK harus di antara 0 dan 4.';
export const SOCIAL_NOT_A_HANDLE = 'Masukkan nama pengguna saja, tanpa alamat situs.';

export const ABOUT_MAX = 2000;
export const DESCRIPTION_MAX = 2000;
export const LANGUAGES_MAX = 200;
export const SPECIALITIES_MAX_ITEMS = 30;
export const SPECIALITY_MAX = 50;
export const SOCIAL_HANDLE_MAX = 50;
export const SOCIAL_HANDLE_PATTERN = /^[A-Za-z0-9._-]+$/;
/** Per list (workingExps, businesses, educations) in one PUT /user. */
export const PROFILE_ITEMS_MAX = 50;
export const GPA_MAX = 4;

// --- Profile dates: 'DD/MM/YYYY' on the wire, 'YYYY-MM-10' stored (docs/spec.md §9: day always 10) ---

export const PROFILE_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const STORED_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'DD/MM/YYYY' (a real calendar day, years 1900-2100) -> the stored 'YYYY-MM-10', or null when malformed.
 * Only the month and year count: the day is forced to 10.
 */
export function parseProfileDate(text: string): string | null {
  const m = PROFILE_DATE_PATTERN.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = m.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return null;
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-10`;
}

/** Stored 'YYYY-MM-DD' -> 'DD/MM/YYYY' with day 10; null for null or unreadable text. */
export function formatProfileDate(stored: string | null): string | null {
  const m = stored ? STORED_DATE_PATTERN.exec(stored) : null;
  return m ? `10/${m[2]}/${m[1]}` : null;
}

// --- Response shapes ---

export const WorkingExp = z.object({
  id: z.number().int(),
  position: z.string().nullable(),
  /** Null only when an admin removed the job type afterwards. */
  jobTypeId: z.number().int().nullable(),
  jobTypeName: z.string().nullable(),
  /** Company name. */
  name: z.string().nullable(),
  address: z.string().nullable(),
  /** 'DD/MM/YYYY', day always 10. */
  startDate: z.string().nullable(),
  /** Null while currentlyWorking. */
  endDate: z.string().nullable(),
  currentlyWorking: z.boolean(),
  description: z.string().nullable(),
});
export type WorkingExp = z.infer<typeof WorkingExp>;

export const Business = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  currentlyWorking: z.boolean(),
  description: z.string().nullable(),
});
export type Business = z.infer<typeof Business>;

export const Education = z.object({
  id: z.number().int(),
  university: z.string().nullable(),
  title: z.string().nullable(),
  studyMajor: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  gpa: z.number().nullable(),
  description: z.string().nullable(),
});
export type Education = z.infer<typeof Education>;

export const SOCIAL_KEYS = ['instagram', 'facebook', 'linkedin', 'twitter', 'tiktok'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
/** Handles only; the web shows the site prefix as fixed text. */
export const Socials = z.object({
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type Socials = z.infer<typeof Socials>;

/** What anyone may see of a member (docs/spec.md §6): never phone, address, email, hashes or tokens. */
export const PublicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  username: z.string(),
  picture: z.string().nullable(),
  highSchool: z.string().nullable(),
  occupation: z.string().nullable(),
  about: z.string().nullable(),
  /** Comma-joined ('Manajemen, Public Speaking'). */
  specialities: z.string().nullable(),
  languages: z.string().nullable(),
  role: Role,
  isProfileComplete: z.boolean(),
  /** Registration instant, ISO 8601 UTC (the one format of every createdDate in the API). */
  createdDate: z.string(),
  workingExps: z.array(WorkingExp),
  businesses: z.array(Business),
  educations: z.array(Education),
  socials: Socials,
});
export type PublicUser = z.infer<typeof PublicUser>;

/**
 * The owner's and the admins' view. `lastLogin` means what it means everywhere in the API (README): the
 * sign-in BEFORE the member's newest one, an ISO instant; null until they have signed in twice.
 */
export const FullUser = PublicUser.extend({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  lastLogin: z.string().nullable(),
});
export type FullUser = z.infer<typeof FullUser>;

/** GET /user/{id | email | username}: FullUser for the owner and admins, PublicUser for everyone else. */
export const UserProfileResult = resultOf(z.union([FullUser, PublicUser]));
export type UserProfileResult = z.infer<typeof UserProfileResult>;

/** PUT /user answers the saved profile as its owner sees it. */
export const FullUserResult = resultOf(FullUser);
export type FullUserResult = z.infer<typeof FullUserResult>;

/** GET /user/{id}: a numeric id, an email (has '@' and a dot after it) or a username ('@' prefix allowed). */
export const UserLookupParam = z.object({
  id: z
    .string({ error: USER_NOT_FOUND })
    .trim()
    .min(1, { error: USER_NOT_FOUND })
    .max(254, { error: USER_NOT_FOUND }),
});
export type UserLookupParam = z.infer<typeof UserLookupParam>;

// --- GET /user ---

export const USER_LIST_DEFAULT_LIMIT = 10;
/** The event form's creator picker asks for 100. */
export const USER_LIST_MAX_LIMIT = 100;
/** @mention suggestions: offset 0, limit 5. */
export const MENTION_SUGGESTION_LIMIT = 5;

/**
 * Sort options of the users table (docs/spec.md §9: all, A-Z, Z-A, creation date):
 * - `all` (default): newest registration first (the spec's default, created_date descending);
 * - `az` / `za`: name ascending / descending;
 * - `createdDate`: OLDEST registration first, so the option differs from the default.
 * Aliases accepted (any case): 'A-Z', 'name' -> az; 'Z-A' -> za; 'creationDate' -> createdDate;
 * 'created_date' (the spec's name of the default) -> all.
 */
export const USER_SORT_OPTIONS = ['all', 'az', 'za', 'createdDate'] as const;
export type UserSort = (typeof USER_SORT_OPTIONS)[number];
const USER_SORT_ALIASES: Record<string, UserSort> = {
  all: 'all',
  created_date: 'all',
  az: 'az',
  'a-z': 'az',
  name: 'az',
  za: 'za',
  'z-a': 'za',
  createddate: 'createdDate',
  creationdate: 'createdDate',
};
const USER_SORT_MESSAGE = 'Urutan (sortBy) harus all, az, za atau createdDate';

export const UserListQuery = z.object({
  ...pageFields,
  sortBy: z
    .string({ error: USER_SORT_MESSAGE })
    .optional()
    .transform((v, ctx): UserSort => {
      const key = v?.trim().toLowerCase();
      if (!key) return 'all';
      const sort = USER_SORT_ALIASES[key];
      if (sort) return sort;
      ctx.addIssue({ code: 'custom', message: USER_SORT_MESSAGE });
      return z.NEVER;
    }),
  /** Case-insensitive match on username OR name; a leading '@' is ignored. */
  username: querySearch('Kata pencarian', 100).transform((v) => v?.replace(/^@+/, '').trim() || undefined),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
export type UserListQueryInput = z.input<typeof UserListQuery>;

/** What guests and members get from GET /user (mention suggestions, pickers). */
export const UserListItemPublic = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
});
export type UserListItemPublic = z.infer<typeof UserListItemPublic>;

/** What admins get from GET /user (the /admin/user table). createdDate is the ISO registration instant. */
export const UserListItemAdmin = UserListItemPublic.extend({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: Role,
  createdDate: z.string(),
});
export type UserListItemAdmin = z.infer<typeof UserListItemAdmin>;

export const UserListResult = resultOf(
  z.object({
    total: z.number().int(),
    datas: z.union([z.array(UserListItemAdmin), z.array(UserListItemPublic)]),
  }),
);
export type UserListResult = z.infer<typeof UserListResult>;

// --- PUT /user ---

const bodyId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_DB_ID, { error: message });

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
  },
  { message: INVALID_BODY },
);
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;
