import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { listOf, resultOf } from './common.ts';

// ---------------------------------------------------------------------------------------------
// 'Kabar Duka' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): a member submits, an admin
// other than the submitter confirms, then every member is told. There is no cause-of-death field, and
// the body is strict: an unknown field (a 'cause') is refused rather than silently kept.
// ---------------------------------------------------------------------------------------------

const CALENDAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'DD/MM/YYYY' of a real day from 1900 up to today (+1 day of slack for time zones) -> 'YYYY-MM-DD', else null. */
export function parseCalendarDate(text: string, now: Date = new Date()): string | null {
  const m = CALENDAR.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = m.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || month < 1 || month > 12) return null;
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (Date.UTC(year, month - 1, day) > now.getTime() + 86_400_000) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Stored 'YYYY-MM-DD' -> 'DD/MM/YYYY' (null stays null). */
export function formatCalendarDate(stored: string | null): string | null {
  const m = stored ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

/** Stored 'YYYY-MM-DD' -> 'Jumat, 27 November 2026'. */
export function longCalendarDate(stored: string): string {
  const [y, m, d] = stored.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const DEATH_NOTICE_STATUSES = ['PENDING', 'PUBLISHED', 'REJECTED'] as const;
export const DeathNoticeStatus = z.enum(DEATH_NOTICE_STATUSES);
export type DeathNoticeStatus = z.infer<typeof DeathNoticeStatus>;
export const DEATH_NOTICE_STATUS_LABEL: Record<DeathNoticeStatus, string> = {
  PENDING: 'Menunggu konfirmasi',
  PUBLISHED: 'Diumumkan',
  REJECTED: 'Tidak diumumkan',
};

/** The opening the committee chooses when confirming. */
export const DEATH_NOTICE_WORDINGS = ['ISLAMIC', 'NEUTRAL'] as const;
export const DeathNoticeWording = z.enum(DEATH_NOTICE_WORDINGS, {
  error: 'Pilih salah satu kalimat pembuka',
});
export type DeathNoticeWording = z.infer<typeof DeathNoticeWording>;
export const DEATH_NOTICE_OPENING: Record<DeathNoticeWording, string> = {
  ISLAMIC: "Innalillahi wa inna ilaihi raji'un.",
  NEUTRAL: 'Dengan penuh duka, kami kabarkan berita duka cita.',
};

export const DEATH_NOTICE_MSG = {
  notFound: 'Kabar duka tidak ditemukan.',
  ownNotice: 'Kabar duka ini Anda kirim sendiri. Konfirmasi harus dilakukan oleh admin lain.',
  notPending: 'Kabar duka ini sudah diproses.',
  submitted: 'Terima kasih. Kabar duka akan diumumkan setelah dikonfirmasi oleh panitia.',
  confirmed: 'Kabar duka telah diumumkan kepada seluruh anggota.',
  rejected: 'Kabar duka tidak diumumkan.',
  dateInvalid: 'Tanggal wafat harus berformat DD/MM/YYYY dan tidak di masa depan',
  mapInvalid: 'Tautan peta harus diawali http:// atau https://',
  notification: (name: string) => `Kabar duka: ${name} telah berpulang.`,
  pendingForAdmins: (name: string) => `Kabar duka baru menunggu konfirmasi: ${name}.`,
  mailSubject: (name: string) => `Kabar Duka: ${name}`,
};

const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /death-notice. */
export const DeathNoticeBody = z.strictObject(
  {
    deceasedName: z
      .string({ error: 'Nama almarhum/almarhumah harus diisi' })
      .trim()
      .min(1, 'Nama almarhum/almarhumah harus diisi')
      .max(100, 'Nama maksimal 100 karakter'),
    relation: z
      .string({ error: 'Hubungan harus diisi' })
      .trim()
      .min(1, 'Hubungan harus diisi')
      .max(100, 'Hubungan maksimal 100 karakter'),
    diedOn: z
      .string({ error: DEATH_NOTICE_MSG.dateInvalid })
      .trim()
      .transform((v, ctx) => {
        const stored = parseCalendarDate(v);
        if (!stored) {
          ctx.addIssue({ code: 'custom', message: DEATH_NOTICE_MSG.dateInvalid });
          return z.NEVER;
        }
        return stored;
      }),
    funeralHome: optional('Rumah duka', 200),
    burialTime: optional('Waktu pemakaman', 100),
    burialPlace: optional('Tempat pemakaman', 200),
    mapUrl: optional('Tautan peta', 500).refine(
      (v) => v === null || /^https?:\/\/\S+$/i.test(v),
      DEATH_NOTICE_MSG.mapInvalid,
    ),
    note: optional('Catatan', 1000),
  },
  { error: INVALID_BODY },
);
export type DeathNoticeBody = z.input<typeof DeathNoticeBody>;
export type DeathNoticeValues = z.output<typeof DeathNoticeBody>;

export const DeathNoticeConfirmBody = z.strictObject(
  { wording: DeathNoticeWording },
  { error: INVALID_BODY },
);
export type DeathNoticeConfirmBody = z.infer<typeof DeathNoticeConfirmBody>;

export const DeathNoticeQuery = z.object({
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(0).optional(),
  status: DeathNoticeStatus.optional(),
});
export type DeathNoticeQuery = z.infer<typeof DeathNoticeQuery>;

export const DeathNotice = z.object({
  id: z.number().int(),
  deceasedName: z.string(),
  relation: z.string(),
  /** 'DD/MM/YYYY'. */
  diedOn: z.string(),
  funeralHome: z.string().nullable(),
  burialTime: z.string().nullable(),
  burialPlace: z.string().nullable(),
  mapUrl: z.string().nullable(),
  note: z.string().nullable(),
  status: DeathNoticeStatus,
  wording: DeathNoticeWording.nullable(),
  submittedBy: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).nullable(),
  confirmedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The ready 'Bagikan ke WhatsApp' text; null until published. */
  shareText: z.string().nullable(),
});
export type DeathNotice = z.infer<typeof DeathNotice>;
export const DeathNoticeResult = resultOf(DeathNotice);
export const DeathNoticeListResult = listOf(DeathNotice);

export const DeathNoticeEmailBody = z.strictObject(
  { email: z.boolean({ error: 'Pilihan harus ya atau tidak' }) },
  { error: INVALID_BODY },
);
export const DeathNoticeEmailResult = resultOf(z.object({ email: z.boolean() }));

/** The fields the share text is made of (a published notice). */
export interface ShareTextFields {
  deceasedName: string;
  relation: string;
  /** 'YYYY-MM-DD'. */
  diedOn: string;
  funeralHome: string | null;
  burialTime: string | null;
  burialPlace: string | null;
  mapUrl: string | null;
  wording: DeathNoticeWording;
}

/** 'Bagikan ke WhatsApp': the ready text (also the e-mail's body). Plain text, line by line. */
export function deathNoticeShareText(n: ShareTextFields): string {
  const lines = [
    DEATH_NOTICE_OPENING[n.wording],
    '',
    `Telah berpulang ${n.deceasedName} (${n.relation}) pada ${longCalendarDate(n.diedOn)}.`,
  ];
  if (n.funeralHome) lines.push(`Rumah duka: ${n.funeralHome}`);
  if (n.burialTime || n.burialPlace)
    lines.push(`Pemakaman: ${[n.burialTime, n.burialPlace].filter(Boolean).join(', ')}`);
  if (n.mapUrl) lines.push(`Peta lokasi: ${n.mapUrl}`);
  lines.push('', 'Semoga keluarga yang ditinggalkan diberi ketabahan dan kekuatan.');
  return lines.join('\n');
}

/** wa.me link with the text (no number: the member picks the chat or group). */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
