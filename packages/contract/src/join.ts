import { z } from 'zod';
import { email, INVALID_BODY, LoginResult, personName, RegisterBody, username } from './auth.ts';
import { listOf, resultOf } from './common.ts';
import { bodyId } from './ids.ts';
import { whatsAppNumber } from './invitations.ts';

// ---------------------------------------------------------------------------------------------
// 'Tautan Gabung', the registration modes and claims (docs/decisions/022): one link the committee posts in
// the class WhatsApp group; whoever opens it registers; a registrant whose phone or e-mail matches an
// imported, not-yet-active member asks to claim that record (an admin confirms); with 'Dengan persetujuan'
// (APPROVAL) or 'Hanya undangan' (INVITATION_ONLY) everyone else waits for an admin ('Menunggu persetujuan').
// ---------------------------------------------------------------------------------------------

/** Where the join link opens: /gabung/{token}. */
export const JOIN_PATH = '/gabung';

export const JOIN_MSG = {
  linkInvalid:
    'Tautan Gabung ini tidak berlaku lagi. Minta tautan terbaru kepada panitia (biasanya di grup WhatsApp angkatan).',
  closed:
    'Pendaftaran hanya lewat undangan panitia. Minta undangan atau Tautan Gabung kepada panitia angkatan.',
  claimInvalid:
    'Data anggota itu tidak bisa diklaim (sudah aktif, atau nomor dan email tidak cocok). Daftar sebagai anggota baru.',
  phoneInvalid: 'Nomor WhatsApp tidak valid. Tulis nomor ponsel Indonesia, misalnya 0812-3456-7890.',
  requestNotFound: 'Pendaftaran tidak ditemukan.',
  requestDecided: 'Pendaftaran ini sudah diputuskan oleh admin lain.',
  pendingTaken: 'Username atau email ini sedang menunggu persetujuan panitia.',
} as const;

const token = z
  .string({ message: JOIN_MSG.linkInvalid })
  .trim()
  .min(16, JOIN_MSG.linkInvalid)
  .max(200, JOIN_MSG.linkInvalid);

/** An Indonesian mobile number as wa.me wants it ('628…'); optional, blank = none. */
const phoneNumber = z
  .string({ message: JOIN_MSG.phoneInvalid })
  .trim()
  .max(30, JOIN_MSG.phoneInvalid)
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const normalised = whatsAppNumber(v);
    if (!normalised) {
      ctx.issues.push({ code: 'custom', message: JOIN_MSG.phoneInvalid, input: v });
      return z.NEVER;
    }
    return normalised;
  });

/** GET /join-link (admins): the current link, or null before the first is made. */
export const JoinLink = z.object({ token: z.string(), url: z.string(), createdDate: z.string() });
export type JoinLink = z.infer<typeof JoinLink>;
export const JoinLinkResult = resultOf(JoinLink.nullable());
export const NewJoinLinkResult = resultOf(JoinLink);

/** POST /join/check: whether the link works, and how registration goes today. */
export const JoinCheckBody = z.object({ token }, { message: INVALID_BODY });
export type JoinCheckBody = z.infer<typeof JoinCheckBody>;
export const JoinCheck = z.object({
  registrationMode: z.enum(['OPEN', 'APPROVAL', 'INVITATION_ONLY']),
  communityName: z.string(),
});
export type JoinCheck = z.infer<typeof JoinCheck>;
export const JoinCheckResult = resultOf(JoinCheck);

/** POST /join/match: an imported, not-yet-active member with this e-mail or WhatsApp number, if any. */
export const JoinMatchBody = z.object({ token, email, phoneNumber }, { message: INVALID_BODY });
export type JoinMatchBody = z.infer<typeof JoinMatchBody>;
export const JoinMatch = z.object({
  match: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
});
export type JoinMatch = z.infer<typeof JoinMatch>;
export const JoinMatchResult = resultOf(JoinMatch);

/** POST /join: register through the link; `claimUserId` asks to take over the matched imported record. */
export const JoinBody = z.object(
  {
    token,
    username,
    name: personName,
    email,
    password: RegisterBody.shape.password,
    phoneNumber,
    claimUserId: bodyId('ID pengguna tidak valid').optional(),
  },
  { message: INVALID_BODY },
);
export type JoinBody = z.infer<typeof JoinBody>;
export type JoinInput = z.input<typeof JoinBody>;

/** The web's form: the body plus the password's confirmation. */
export const JoinForm = z
  .object({
    username,
    name: personName,
    email,
    password: RegisterBody.shape.password,
    repassword: z.string(),
    phoneNumber: z.string(),
  })
  .refine((v) => v.password === v.repassword, { message: 'Kata sandi berbeda', path: ['repassword'] });
export type JoinForm = z.infer<typeof JoinForm>;

/**
 * REGISTERED: the account exists and the answer signs in (OPEN); PENDING: waits for an admin's approval;
 * CLAIM_PENDING: the claim of an imported record waits for an admin's confirmation.
 */
export const JoinOutcome = z.object({
  status: z.enum(['REGISTERED', 'PENDING', 'CLAIM_PENDING']),
  login: LoginResult.nullable(),
});
export type JoinOutcome = z.infer<typeof JoinOutcome>;
export const JoinOutcomeResult = resultOf(JoinOutcome);

/** POST /register's answer when the community approves registrations (202). */
export const RegisterPendingResult = resultOf(z.object({ status: z.literal('PENDING') }));

/** GET /registrations (admins): the requests waiting for a decision, oldest first. */
export const RegistrationRequest = z.object({
  id: z.number().int(),
  kind: z.enum(['NEW', 'CLAIM']),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  viaJoinLink: z.boolean(),
  createdDate: z.string(),
  /** The imported record a CLAIM asks for. */
  claim: z
    .object({
      userId: z.number().int(),
      name: z.string(),
      username: z.string(),
      email: z.string(),
      phoneNumber: z.string().nullable(),
    })
    .nullable(),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;
export const RegistrationRequestsResult = listOf(RegistrationRequest);

export const RegistrationIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const RegistrationDecisionResult = resultOf(
  z.object({ status: z.enum(['APPROVED', 'REJECTED']), userId: z.number().int().nullable() }),
);
