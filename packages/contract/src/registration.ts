import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { resultOf } from './common.ts';
import { bodyId } from './ids.ts';

// ---------------------------------------------------------------------------------------------
// Event registration (docs/spec.md §§4, 5, 7): POST /event-participant/register, /canceled, /cancel.
// ---------------------------------------------------------------------------------------------

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

/** Texts of the registration panel (docs/spec.md §4). */
export const REGISTRATION_TEXT = {
  register: 'Daftar Sekarang',
  confirmRegister: 'Daftar',
  cancel: 'Batal Mendaftar',
  confirmCancel: 'Batal Daftar',
  quotaFull: 'Kuota Sudah Penuh',
  finished: 'Acara Telah Selesai',
  attended: 'telah menghadiri event ini',
  joinedTitle: 'Berhasil Bergabung Acara',
  joinedMessage: (event: string) => `Anda telah berhasil bergabung pada acara ${event}`,
  canceledTitle: 'Kehadiran Anda Dibatalkan',
} as const;

/** docs/spec.md §5: registration is allowed only while quota is unset or seats remain. */
export const hasSeatsLeft = (quota: number | null | undefined, totalParticipant: number) =>
  quota === null || quota === undefined || quota - totalParticipant > 0;
