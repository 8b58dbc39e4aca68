import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { resultOf } from './common.ts';
import { COMPANION_NAME_MAX, MAX_COMPANIONS_LIMIT } from './constants.ts';
import { requiredQueryId } from './events.ts';
import { bodyId } from './ids.ts';

// ---------------------------------------------------------------------------------------------
// Event registration (docs/spec.md §§4, 5, 7): POST /event-participant/register, /canceled, /cancel.
// ---------------------------------------------------------------------------------------------

export const EVENT_ID_MISSING = 'ID acara harus diisi';
export const EVENT_ID_INVALID = 'ID acara tidak valid';

export const COMPANION_MESSAGES = {
  count: `Jumlah pendamping harus bilangan bulat 0–${MAX_COMPANIONS_LIMIT}.`,
  tooMany: (max: number) =>
    max === 0 ? 'Acara ini tidak menerima pendamping.' : `Pendamping paling banyak ${max} orang.`,
  names: 'Nama pendamping tidak valid.',
  nameTooLong: `Nama pendamping paling banyak ${COMPANION_NAME_MAX} karakter.`,
  namesTooMany: 'Jumlah nama pendamping melebihi jumlah pendamping.',
  notRegistered: 'Anda belum terdaftar pada acara ini.',
  noRoom: 'Kursi tidak cukup untuk menambah pendamping.',
} as const;

const companions = z
  .number({ error: COMPANION_MESSAGES.count })
  .int({ error: COMPANION_MESSAGES.count })
  .min(0, { error: COMPANION_MESSAGES.count })
  .max(MAX_COMPANIONS_LIMIT, { error: COMPANION_MESSAGES.count });
const companionNames = z
  .array(
    z
      .string({ error: COMPANION_MESSAGES.names })
      .trim()
      .max(COMPANION_NAME_MAX, { error: COMPANION_MESSAGES.nameTooLong }),
    { error: COMPANION_MESSAGES.names },
  )
  .max(MAX_COMPANIONS_LIMIT, { error: COMPANION_MESSAGES.namesTooMany });

/** POST /event-participant/register and /event-participant/canceled (the signed-in member). */
export const RegistrationBody = z
  .object(
    {
      eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
      /** How many companions come along (register only; 0 when left out). */
      companions: companions.optional(),
      companionNames: companionNames.optional(),
    },
    { error: INVALID_BODY },
  )
  .refine((b) => (b.companionNames?.length ?? 0) <= (b.companions ?? 0), {
    error: COMPANION_MESSAGES.namesTooMany,
  });
export type RegistrationBody = z.infer<typeof RegistrationBody>;
export type RegistrationBodyInput = z.input<typeof RegistrationBody>;

/** POST /event-participant/cancel (admin): cancel one member's attendance. */
export const AdminCancelBody = z.object(
  {
    eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID),
    userId: bodyId('ID pengguna harus diisi', 'ID pengguna tidak valid'),
  },
  { error: INVALID_BODY },
);
export type AdminCancelBody = z.infer<typeof AdminCancelBody>;
export type AdminCancelBodyInput = z.input<typeof AdminCancelBody>;

/** Where the member stands after the call, and the event's participant count after it. */
export const Registration = z.object({
  registered: z.boolean(),
  totalParticipant: z.number().int(),
  /** POST /event-participant/companions by a waiting member (docs/decisions/035): their place, still in line. */
  waitlistPosition: z.number().int().min(1).nullable().optional(),
});
export type Registration = z.infer<typeof Registration>;
export const RegistrationResult = resultOf(Registration);
export type RegistrationResult = z.infer<typeof RegistrationResult>;

/** Server refusals (the `message` of the failure envelope). */
export const REGISTRATION_MESSAGES = {
  eventFinished: 'Acara telah selesai.',
  quotaFull: 'Kuota Sudah Penuh',
  creatorCannotCancel: 'Pembuat acara tidak dapat membatalkan kehadiran.',
  participantNotFound: 'Peserta tidak ditemukan.',
  /**
   * 'Tambah Peserta' while the free seats wait for the line's first party (docs/decisions/035-waitlist-parties.md):
   * the committee is told whose they are before it may add past the line.
   */
  seatsHeldForLine: (free: number, waiting: number) =>
    `Ada ${free} kursi kosong, tetapi ditahan untuk ${waiting} orang di daftar tunggu.`,
} as const;

export {
  COMPANION_NAME_MAX,
  COMPANION_TEXT,
  clampCompanions,
  companionsBadge,
  hasSeatsLeft,
  MAX_COMPANIONS_LIMIT,
  REGISTRATION_TEXT,
} from './constants.ts';

// ---------------------------------------------------------------------------------------------
// Waitlist of a full event (docs/decisions/013): POST /event-participant/waitlist and /waitlist/leave (member),
// GET /event-participant/waitlist (admin). The line holds parties and is served in strict order: freed seats go to
// the first party when all its 1 + companions seats are free (docs/decisions/035-waitlist-parties.md).
// ---------------------------------------------------------------------------------------------

/** POST /event-participant/waitlist {eventId, companions?, companionNames?} and /event-participant/waitlist/leave. */
export const WaitlistBody = RegistrationBody;
export type WaitlistBody = RegistrationBody;

/** Where the member stands after the call: their place in line (null when not waiting). */
export const WaitlistStatus = z.object({
  waitlistPosition: z.number().int().min(1).nullable(),
  totalParticipant: z.number().int(),
  /** The companions waiting with the member (docs/decisions/035-waitlist-parties.md); null when not waiting. */
  companions: z.number().int().nullable(),
});
export type WaitlistStatus = z.infer<typeof WaitlistStatus>;
export const WaitlistStatusResult = resultOf(WaitlistStatus);
export type WaitlistStatusResult = z.infer<typeof WaitlistStatusResult>;

/** GET /event-participant/waitlist?eventId= (admin): the whole line, first first. */
export const WaitlistQuery = z.object({ eventId: requiredQueryId(EVENT_ID_MISSING, EVENT_ID_INVALID) });
export type WaitlistQuery = z.infer<typeof WaitlistQuery>;

export const WaitlistEntry = z.object({
  /** 1-based place in line. */
  position: z.number().int(),
  /** The member's user id. */
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  /** When they joined the line, ISO 8601 UTC. */
  createdDate: z.string(),
  /** The companions waiting with them (docs/decisions/035-waitlist-parties.md): the party needs 1 + companions seats. */
  companions: z.number().int(),
  companionNames: z.array(z.string()).nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;
export const WaitlistListResult = resultOf(
  z.object({
    waitlist: z.array(WaitlistEntry),
    /** Parties in line. */
    total: z.number().int(),
    /** People in line: every party's 1 + companions. */
    people: z.number().int(),
  }),
);
export type WaitlistListResult = z.infer<typeof WaitlistListResult>;

/** Server refusals of the waitlist calls. */
export const WAITLIST_MESSAGES = {
  alreadyRegistered: 'Anda sudah terdaftar pada acara ini.',
  seatsAvailable: 'Masih ada kursi. Silakan daftar langsung.',
} as const;

export { WAITLIST_TEXT } from './constants.ts';
