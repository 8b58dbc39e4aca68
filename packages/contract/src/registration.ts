import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { resultOf } from './common.ts';
import { MAX_DB_ID } from './events.ts';

// ---------------------------------------------------------------------------------------------
// Event registration (docs/spec.md §§4, 5, 7): POST /event-participant/register, /canceled, /cancel.
// ---------------------------------------------------------------------------------------------

const emptyish = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * An id in a JSON body: a positive integer, or its digits as text (ids read from a URL arrive as
 * strings). Absent, null or '' gets `missing`; anything else that is not an id (true, 1.5, 'abc', -1)
 * gets `invalid`. Unlike z.coerce this never reads `true` as 1.
 */
export const bodyId = (missing: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (iss) => (emptyish(iss.input) ? missing : invalid) })
      .int({ error: invalid })
      .min(1, { error: invalid })
      .max(MAX_DB_ID, { error: invalid }),
  );

/** The same id, optional: absent, null or '' read as absent. */
export const optionalBodyId = (invalid: string) =>
  z.preprocess((v) => (emptyish(v) ? undefined : v), bodyId(invalid, invalid).optional());

export const EVENT_ID_MISSING = 'ID acara harus diisi';
export const EVENT_ID_INVALID = 'ID acara tidak valid';

/** POST /event-participant/register and /event-participant/canceled (the signed-in member). */
export const RegistrationBody = z.object(
  { eventId: bodyId(EVENT_ID_MISSING, EVENT_ID_INVALID) },
  { error: INVALID_BODY },
);
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
} as const;

export { hasSeatsLeft, REGISTRATION_TEXT } from './constants.ts';
