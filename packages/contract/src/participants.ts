import { z } from 'zod';
import { resultOf } from './common.ts';
import { PARTICIPANT_PAYMENTS } from './constants.ts';
import { pageFields, querySearch, requiredQueryId } from './events.ts';

/** Visitors see only the first avatars; the full list (and its search) needs sign-in (docs/spec.md §6). */
export const GUEST_PARTICIPANT_LIMIT = 3;
export const PARTICIPANTS_DEFAULT_LIMIT = 10;
export const PARTICIPANTS_MAX_LIMIT = 100;
export const PARTICIPANTS_NEED_LOGIN = 'Silakan masuk untuk melihat daftar peserta.';

/** GET /event-participant/get-current. */
export const CurrentParticipantsQuery = z.object({
  ...pageFields,
  eventId: requiredQueryId('ID acara harus diisi', 'ID acara tidak valid'),
  name: querySearch('Nama peserta'),
});
export type CurrentParticipantsQuery = z.infer<typeof CurrentParticipantsQuery>;
export type CurrentParticipantsQueryInput = z.input<typeof CurrentParticipantsQuery>;

export const Participant = z.object({
  /** The member's user id. */
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  /** 1-based registration order within the event ('Pendaftar ke-N'); unchanged by a name search. */
  order: z.number().int(),
  /** 'Pembuat Acara'. */
  isCreator: z.boolean(),
  /**
   * The classmate has passed away ('In Memoriam', docs/decisions/024): the screens show a discreet memorial
   * mark linking to the memorial. Their own memorial page is public, so the flag adds nothing private.
   */
  deceased: z.boolean(),
  /** Companions coming with them (docs/decisions/031-companions.md): the party is 1 + companions people ('+2'). */
  companions: z.number().int(),
  /** The names they gave: only to the member themself and admins (absent for everyone else). */
  companionNames: z.array(z.string()).nullable().optional(),
  /** Admins only (docs/decisions/015): when the participant was checked in at the door; null = not yet. */
  checkedInAt: z.string().nullable().optional(),
  /** Admins only: how many of the party arrived (1..1 + companions); null = not checked in. */
  arrived: z.number().int().nullable().optional(),
  /**
   * Admins only (docs/decisions/028): the participant's payment of the event's fee ('Iuran acara'); null when
   * the event has no fee.
   */
  payment: z.enum(PARTICIPANT_PAYMENTS).nullable().optional(),
});
export type Participant = z.infer<typeof Participant>;

export const CurrentParticipantsResult = resultOf(
  z.object({
    participants: z.array(Participant),
    total: z.number().int(),
    /** Admins only (docs/decisions/015): how many of the event's participants are checked in ('N dari M hadir'). */
    checkedInTotal: z.number().int().optional(),
    /**
     * Admins only (docs/decisions/031-companions.md): people, not registrations: every party's 1 + companions, and
     * how many of them arrived.
     */
    peopleTotal: z.number().int().optional(),
    arrivedTotal: z.number().int().optional(),
  }),
);
export type CurrentParticipantsResult = z.infer<typeof CurrentParticipantsResult>;

/** GET /event-participant/get-by-user: events a member joined ('Riwayat Acara'). Result: EventListResult. */
export const ParticipatedEventsQuery = z.object({
  ...pageFields,
  userId: requiredQueryId('ID pengguna harus diisi', 'ID pengguna tidak valid'),
});
export type ParticipatedEventsQuery = z.infer<typeof ParticipatedEventsQuery>;
