import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { resultOf } from './common.ts';
import { whatsAppNumber } from './invitations.ts';
import { UploadedImagePath } from './uploads.ts';

// ---------------------------------------------------------------------------------------------
// The community's own details (docs/decisions/021-community-settings-and-starter-catalog.md): one row in
// the database, read by everything the web and the mails show about the community, edited by admins in
// 'Atur Komunitas' (first run) and 'Pengaturan Komunitas'.
// ---------------------------------------------------------------------------------------------

/** Who may become a member: anyone (docs/spec.md: registration is open), after approval, or by invitation. */
export const REGISTRATION_MODES = ['OPEN', 'APPROVAL', 'INVITATION_ONLY'] as const;
export const RegistrationMode = z.enum(REGISTRATION_MODES, { message: 'Cara pendaftaran tidak valid.' });
export type RegistrationMode = z.infer<typeof RegistrationMode>;
export const REGISTRATION_MODE_LABEL: Record<RegistrationMode, string> = {
  OPEN: 'Terbuka',
  APPROVAL: 'Dengan persetujuan',
  INVITATION_ONLY: 'Hanya undangan',
};

export const COMMUNITY_LIMITS = {
  name: 100,
  shortName: 40,
  tagline: 200,
  email: 254,
  url: 300,
  intro: 1000,
  vision: 500,
  missionPoint: 300,
  missionPoints: 10,
  historyLead: 300,
  historyWhen: 40,
  historyTitle: 100,
  historyText: 1000,
  historySteps: 10,
} as const;

export const COMMUNITY_MSG = {
  nameRequired: 'Nama komunitas harus diisi',
  shortNameRequired: 'Nama singkat harus diisi',
  tooLong: (label: string, max: number) => `${label} maksimal ${max} karakter`,
  phoneInvalid:
    'Nomor telepon tidak valid. Tulis nomor Indonesia, misalnya 0812-3456-7890 atau +62 21 555 0123.',
  whatsappInvalid: 'Nomor WhatsApp tidak valid. Tulis nomor ponsel Indonesia, misalnya 0812-3456-7890.',
  emailInvalid: 'Format email tidak valid',
  urlInvalid: 'Alamat tautan harus diawali http:// atau https:// dan berupa alamat situs yang lengkap.',
  yearInvalid: 'Tahun berdiri tidak valid.',
  tooMany: (label: string, max: number) => `${label} paling banyak ${max}`,
  saved: 'Pengaturan komunitas berhasil disimpan',
} as const;

/** Absent or blank = null; otherwise trimmed and at most `max` characters. */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} tidak valid` })
    .trim()
    .max(max, COMMUNITY_MSG.tooLong(label, max))
    .nullable()
    .transform((v) => (v ? v : null));

const requiredText = (label: string, max: number, required: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, COMMUNITY_MSG.tooLong(label, max));

/**
 * Any phone number as digits with its country code ('6221…', '62812…'), the way the WhatsApp invitations
 * normalise numbers (invitations.ts whatsAppNumber): spaces, dots, dashes and brackets dropped, a leading
 * '0' read as Indonesia (62), '+' dropped. Landlines are allowed here; null when it cannot be a number.
 */
export function contactPhoneNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const cleaned = phone.trim().replace(/[\s.\-()/]/g, '');
  if (!/^\+?\d+$/.test(cleaned)) return null;
  let digits = cleaned.replace(/^\+/, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** '6281286001986' → '+62 812-8600-1986'; '62215550123' → '+62 21-5550-123'; other countries '+<digits>'. */
export function formatPhoneNumber(digits: string): string {
  if (!digits.startsWith('62')) return `+${digits}`;
  const rest = digits.slice(2);
  const head = rest.startsWith('8') ? 3 : 2;
  const groups = [rest.slice(0, head)];
  for (let i = head; i < rest.length; i += 4) groups.push(rest.slice(i, i + 4));
  const [area, ...tail] = groups;
  return `+62 ${area}${tail.length ? `-${tail.join('-')}` : ''}`;
}

const phone = (message: string, normalise: (v: string) => string | null) =>
  z
    .string({ message })
    .trim()
    .max(30, message)
    .nullable()
    .transform((v, ctx) => {
      if (!v) return null;
      const digits = normalise(v);
      if (!digits) {
        ctx.issues.push({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return digits;
    });

/** http(s)://host.tld[:port][/path…], no spaces, no user:password@ part. */
const HTTP_URL =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** A link to another site (a social profile): http(s) only, a full address. */
const httpUrl = z
  .string({ message: COMMUNITY_MSG.urlInvalid })
  .trim()
  .max(COMMUNITY_LIMITS.url, COMMUNITY_MSG.tooLong('Alamat tautan', COMMUNITY_LIMITS.url))
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    const ok = HTTP_URL.test(v);
    if (!ok) {
      ctx.issues.push({ code: 'custom', message: COMMUNITY_MSG.urlInvalid, input: v });
      return z.NEVER;
    }
    return v;
  });

export const HistoryStep = z.object(
  {
    when: requiredText('Waktu', COMMUNITY_LIMITS.historyWhen, 'Waktu harus diisi'),
    title: requiredText('Judul', COMMUNITY_LIMITS.historyTitle, 'Judul harus diisi'),
    text: optionalText('Cerita', COMMUNITY_LIMITS.historyText),
  },
  { message: 'Langkah sejarah tidak valid' },
);
export type HistoryStep = z.infer<typeof HistoryStep>;

/** Every editable field, as PUT /community accepts it (each optional there) and GET /community returns it. */
const fields = {
  name: requiredText('Nama komunitas', COMMUNITY_LIMITS.name, COMMUNITY_MSG.nameRequired),
  shortName: requiredText('Nama singkat', COMMUNITY_LIMITS.shortName, COMMUNITY_MSG.shortNameRequired),
  tagline: optionalText('Slogan', COMMUNITY_LIMITS.tagline),
  logo: UploadedImagePath.nullable(),
  /** Contact phone, digits with country code (formatPhoneNumber shows it). */
  phone: phone(COMMUNITY_MSG.phoneInvalid, contactPhoneNumber),
  /** The community's WhatsApp number, digits as wa.me wants them. */
  whatsapp: phone(COMMUNITY_MSG.whatsappInvalid, whatsAppNumber),
  email: z
    .string({ message: COMMUNITY_MSG.emailInvalid })
    .trim()
    .max(COMMUNITY_LIMITS.email, COMMUNITY_MSG.emailInvalid)
    .nullable()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!z.email().safeParse(v).success) {
        ctx.issues.push({ code: 'custom', message: COMMUNITY_MSG.emailInvalid, input: v });
        return z.NEVER;
      }
      return v;
    }),
  instagram: httpUrl,
  facebook: httpUrl,
  youtube: httpUrl,
  website: httpUrl,
  /** The about page's opening paragraph. */
  intro: optionalText('Perkenalan', COMMUNITY_LIMITS.intro),
  vision: optionalText('Visi', COMMUNITY_LIMITS.vision),
  mission: z
    .array(requiredText('Butir misi', COMMUNITY_LIMITS.missionPoint, 'Butir misi harus diisi'), {
      message: 'Misi tidak valid',
    })
    .max(COMMUNITY_LIMITS.missionPoints, COMMUNITY_MSG.tooMany('Butir misi', COMMUNITY_LIMITS.missionPoints)),
  historyLead: optionalText('Pengantar sejarah', COMMUNITY_LIMITS.historyLead),
  history: z
    .array(HistoryStep, { message: 'Sejarah tidak valid' })
    .max(
      COMMUNITY_LIMITS.historySteps,
      COMMUNITY_MSG.tooMany('Langkah sejarah', COMMUNITY_LIMITS.historySteps),
    ),
  foundedYear: z
    .number({ message: COMMUNITY_MSG.yearInvalid })
    .int(COMMUNITY_MSG.yearInvalid)
    .min(1900, COMMUNITY_MSG.yearInvalid)
    .max(2100, COMMUNITY_MSG.yearInvalid)
    .nullable(),
  registrationMode: RegistrationMode,
};

/** PUT /community: whole or partial; an absent field keeps its value, null (or '') clears it. */
export const CommunityBody = z.strictObject(
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  },
  { message: INVALID_BODY },
);
export type CommunityBody = z.infer<typeof CommunityBody>;
export type CommunityBodyInput = z.input<typeof CommunityBody>;

/** The stored settings (what GET /community answers inside `result`). */
export const CommunitySettings = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.string().nullable(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
  website: z.string().nullable(),
  intro: z.string().nullable(),
  vision: z.string().nullable(),
  mission: z.array(z.string()),
  historyLead: z.string().nullable(),
  history: z.array(z.object({ when: z.string(), title: z.string(), text: z.string().nullable() })),
  foundedYear: z.number().int().nullable(),
  registrationMode: RegistrationMode,
});
export type CommunitySettings = z.infer<typeof CommunitySettings>;

/** GET /community: the settings, and whether an admin ever saved them (false: 'Atur Komunitas' is offered). */
export const Community = CommunitySettings.extend({ configured: z.boolean() });
export type Community = z.infer<typeof Community>;
export const CommunityResult = resultOf(Community);
export type CommunityResult = z.infer<typeof CommunityResult>;

/**
 * What an install shows before its committee saved anything: neutral, no community's own text (the demo
 * seed writes the demo community's values, apps/server/src/db/seed/demo-community.ts).
 */
export const DEFAULT_COMMUNITY: CommunitySettings = {
  name: 'Komunitas Alumni',
  shortName: 'Alumni',
  tagline: null,
  logo: null,
  phone: null,
  whatsapp: null,
  email: null,
  instagram: null,
  facebook: null,
  youtube: null,
  website: null,
  intro: null,
  vision: null,
  mission: [],
  historyLead: null,
  history: [],
  foundedYear: null,
  registrationMode: 'OPEN',
};

/** 'tel:' link of a stored phone number. */
export const telHref = (digits: string) => `tel:+${digits}`;
/** wa.me link of a stored WhatsApp number. */
export const waHref = (digits: string) => `https://wa.me/${digits}`;
