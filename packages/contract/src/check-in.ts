import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { resultOf } from './common.ts';
import { requiredQueryId } from './events.ts';
import { bodyId } from './ids.ts';
import {
  COMPANION_MESSAGES,
  EVENT_ID_INVALID,
  EVENT_ID_MISSING,
  MAX_COMPANIONS_LIMIT,
} from './registration.ts';

// ---------------------------------------------------------------------------------------------
// On the day (docs/decisions/015): tickets, check-in at the door, attendance, register on behalf.
// ---------------------------------------------------------------------------------------------

/** A ticket's code: 'A86.{event}.{participation}.{signature}' (participants/check-in-code.ts). */
export const CHECK_IN_CODE_MAX = 120;

const USER_ID_MISSING = 'ID pengguna harus diisi';
const USER_ID_INVALID = 'ID pengguna tidak valid';
const CODE_INVALID = 'Kode tiket harus berupa teks';
const ARRIVED_INVALID = `Jumlah yang hadir harus bilangan bulat 1–${1 + MAX_COMPANIONS_LIMIT}.`;

/**
 * POST /event-participant/check-in (admin): by the ticket's code (scan or typed) or, the manual path,
 * by the member's user id. Exactly one of the two.
 */
export const CheckInBody = z
  .object(
    {
      eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
      code: z
        .string({ error: CODE_INVALID })
        .trim()
        .min(1, { error: 'Kode tiket harus diisi' })
        .max(CHECK_IN_CODE_MAX, { error: 'Kode tiket tidak valid' })
        .optional(),
      userId: bodyId(USER_ID_MISSING, USER_ID_INVALID).optional(),
      /**
       * How many of the party arrived (docs/decisions/031-companions.md), 1..1 + companions; absent = the whole party.
       * Sent again for a participant already checked in, it corrects the count.
       */
      arrived: z
        .number({ error: ARRIVED_INVALID })
        .int({ error: ARRIVED_INVALID })
        .min(1, { error: ARRIVED_INVALID })
        .max(1 + MAX_COMPANIONS_LIMIT, { error: ARRIVED_INVALID })
        .optional(),
    },
    { error: INVALID_BODY },
  )
  .refine((b) => (b.code === undefined) !== (b.userId === undefined), {
    message: 'Isi kode tiket atau ID pengguna (salah satu)',
    path: ['code'],
  });
export type CheckInBody = z.infer<typeof CheckInBody>;
export type CheckInBodyInput = z.input<typeof CheckInBody>;

/** POST /event-participant/check-in/undo (admin). */
export const CheckInUndoBody = z.object(
  {
    eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
    userId: bodyId(USER_ID_MISSING, USER_ID_INVALID),
  },
  { error: INVALID_BODY },
);
export type CheckInUndoBody = z.infer<typeof CheckInUndoBody>;

/** Who was checked in, and when (ISO instant); `alreadyCheckedIn` on a repeated scan. */
export const CheckIn = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  /** ISO 8601 UTC; null after an undo. */
  checkedInAt: z.string().nullable(),
  /** True when the participant had been checked in before this call (only a sent `arrived` may change). */
  alreadyCheckedIn: z.boolean(),
  /** The party (docs/decisions/031-companions.md): companions, and how many of the 1 + companions arrived (null after an undo). */
  companions: z.number().int(),
  arrived: z.number().int().nullable(),
});
export type CheckIn = z.infer<typeof CheckIn>;
export const CheckInResult = resultOf(CheckIn);

/** GET /event-participant/ticket?eventId= (the signed-in member's own ticket). */
export const TicketQuery = z.object({ eventId: requiredQueryId(EVENT_ID_MISSING, EVENT_ID_INVALID) });
export type TicketQuery = z.infer<typeof TicketQuery>;

export const Ticket = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  /** 'DD/MM/YYYY HH:mm' in the community's zone, like every event date. */
  startDate: z.string(),
  endDate: z.string(),
  location: z.string().nullable(),
  name: z.string(),
  username: z.string(),
  /** The signed check-in code the QR carries. Never the user id. */
  code: z.string(),
  /** 8 characters to type at this event's door when the QR cannot be scanned (docs/decisions/023). */
  shortCode: z.string(),
  /** 'Pendaftar ke-N'. */
  order: z.number().int(),
  checkedInAt: z.string().nullable(),
  /** The party (docs/decisions/031-companions.md): 'Untuk 3 orang' when companions > 0; the code is unchanged. */
  companions: z.number().int(),
  companionNames: z.array(z.string()).nullable(),
  /** How many of the party were checked in; null while not checked in. */
  arrived: z.number().int().nullable(),
});
export type Ticket = z.infer<typeof Ticket>;
export const TicketResult = resultOf(Ticket);

const idList = (label: string) =>
  z
    .string({ error: `${label} harus berupa daftar ID` })
    .max(1200, { error: `${label} terlalu panjang` })
    .transform((v, ctx) => {
      const parts = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length > 100 || parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1)) {
        ctx.addIssue({ code: 'custom', message: `${label} tidak valid` });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    });

/** GET /event-participant/attended?userId=&eventIds=1,2: which of these events the member attended. */
export const AttendedQuery = z.object({
  userId: requiredQueryId(USER_ID_MISSING, USER_ID_INVALID),
  eventIds: idList('Daftar acara'),
});
export type AttendedQuery = z.infer<typeof AttendedQuery>;
export const AttendedResult = resultOf(
  z.array(z.object({ eventId: z.number().int(), checkedInAt: z.string() })),
);
export type AttendedResult = z.infer<typeof AttendedResult>;

/** GET /event-participant/attendance-summary?eventIds=1,2 (admin): checked in and registered per event. */
export const AttendanceSummaryQuery = z.object({ eventIds: idList('Daftar acara') });
export type AttendanceSummaryQuery = z.infer<typeof AttendanceSummaryQuery>;
/** People, not registrations (docs/decisions/031-companions.md): each party counts 1 + companions, and its arrived. */
export const AttendanceSummary = z.object({
  eventId: z.number().int(),
  attended: z.number().int(),
  registered: z.number().int(),
});
export type AttendanceSummary = z.infer<typeof AttendanceSummary>;
export const AttendanceSummaryResult = resultOf(z.array(AttendanceSummary));

/** POST /event-participant/register-on-behalf (admin): 'Tambah Peserta'. */
export const RegisterOnBehalfBody = z.object(
  {
    eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
    userId: bodyId(USER_ID_MISSING, USER_ID_INVALID),
    /** The admin confirmed 'Tetap tambahkan': register even past the quota. */
    overQuota: z.boolean({ error: 'overQuota harus berupa true atau false' }).optional(),
    /** Companions of the member (docs/decisions/031-companions.md), within the event's 'Pendamping per anggota'. */
    companions: z
      .number({ error: COMPANION_MESSAGES.count })
      .int({ error: COMPANION_MESSAGES.count })
      .min(0, { error: COMPANION_MESSAGES.count })
      .max(MAX_COMPANIONS_LIMIT, { error: COMPANION_MESSAGES.count })
      .optional(),
  },
  { error: INVALID_BODY },
);
export type RegisterOnBehalfBody = z.infer<typeof RegisterOnBehalfBody>;

/** GET /event-participant/export?eventId= (admin): 'Unduh Peserta'. */
export const ParticipantExportQuery = z.object({
  eventId: requiredQueryId(EVENT_ID_MISSING, EVENT_ID_INVALID),
});

/** Server refusals (the failure envelope's `message`). */
export const CHECK_IN_MESSAGES = {
  forged: 'Kode tiket tidak dikenali. Pastikan tiket berasal dari situs komunitas ini.',
  shortUnknown: 'Kode pendek ini tidak cocok dengan peserta acara ini. Periksa kembali kodenya.',
  otherEvent: (eventName: string) => `Tiket ini untuk acara lain: ${eventName}.`,
  otherEventUnknown: 'Tiket ini untuk acara lain.',
  canceled: 'Pendaftaran pemilik tiket ini sudah dibatalkan.',
  notParticipant: 'Anggota ini tidak terdaftar pada acara ini.',
  noTicket: 'Anda belum terdaftar pada acara ini, jadi belum memiliki tiket.',
  notCheckedIn: 'Peserta ini belum check-in.',
  alreadyRegistered: 'Anggota ini sudah terdaftar pada acara ini.',
  overQuota: 'Kuota Sudah Penuh',
  notOwner: 'Anda hanya dapat melihat kehadiran Anda sendiri.',
  arrivedTooMany: (people: number) => `Jumlah yang hadir paling banyak ${people} orang.`,
} as const;

/** Export column titles and values (docs/decisions/015). A second status is one more entry. */
export const PARTICIPANT_EXPORT_COLUMNS = [
  'Nama',
  'Username',
  'Email',
  'Telepon',
  'Tanggal Daftar',
  'Status',
  'Hadir',
  'Waktu Check-in',
  // The event's fee (docs/decisions/028): 'Lunas', 'Menunggu verifikasi', 'Belum bayar'; empty without a fee.
  'Pembayaran',
  // Companions (docs/decisions/031-companions.md): how many come with the member, and how many of the party arrived.
  'Pendamping',
  'Nama Pendamping',
  'Jumlah Hadir',
] as const;
export const PARTICIPANT_STATUS_LABEL = { REGISTERED: 'Terdaftar', WAITLISTED: 'Daftar Tunggu' } as const;
export const USER_EXPORT_COLUMNS = [
  'Nama',
  'Username',
  'Email',
  'Telepon',
  'Peran',
  'Tanggal Daftar',
] as const;
export const EXPORT_YES = 'Ya';
export const EXPORT_NO = 'Tidak';
