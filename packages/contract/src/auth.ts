import { z } from 'zod';
import { Role } from './common.ts';

/** When the body is not a JSON object at all. */
export const INVALID_BODY = 'Data yang dikirim tidak valid.';

const required = (label: string) =>
  z
    .string({ message: `${label} harus diisi` })
    .trim()
    .min(1, `${label} harus diisi`);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const newPassword = z
  .string({ message: 'Password harus diisi' })
  .min(1, 'Password harus diisi')
  .min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
  .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`);

export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;
export const username = z
  .string({ message: 'Username harus diisi' })
  .trim()
  .min(1, 'Username harus diisi')
  .min(3, 'Username minimal 3 karakter')
  .max(30, 'Username maksimal 30 karakter')
  .regex(USERNAME_PATTERN, 'Username hanya boleh berisi huruf, angka, titik dan garis bawah');

export const email = z
  .string({ message: 'Email harus diisi' })
  .trim()
  .min(1, 'Email harus diisi')
  .max(254, 'Email terlalu panjang')
  .pipe(z.email({ message: 'Format email tidak valid' }));

export const personName = z
  .string({ message: 'Nama harus diisi' })
  .trim()
  .min(1, 'Nama harus diisi')
  .max(100, 'Nama maksimal 100 karakter');

/** POST /login. `email` holds a username or an email; `secret` is accepted and ignored (docs/deviations.md). */
export const LoginBody = z.object(
  {
    email: required('Email atau username').pipe(z.string().max(254, 'Email atau username terlalu panjang')),
    password: z
      .string({ message: 'Password harus diisi' })
      .min(1, 'Password harus diisi')
      .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`),
    secret: z.unknown().optional(),
  },
  { message: INVALID_BODY },
);
export type LoginBody = z.infer<typeof LoginBody>;

/** What the client keeps of the signed-in user (docs/spec.md §3, Session). */
export const CurrentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: Role,
  picture: z.string().nullable(),
  /** The sign-in before the newest one (ISO instant), null until the second sign-in (docs/spec-resolutions.md). */
  lastLogin: z.string().nullable(),
  isProfileComplete: z.boolean(),
  /** Registration instant, ISO 8601 UTC. */
  createdDate: z.string(),
  /** Set by an admin's password reset: the temporary password must be replaced before anything else. */
  mustChangePassword: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const LoginResult = z.object({
  currentUser: CurrentUser,
  token: z.string(),
  /** ISO instant after which the token is refused. */
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** POST /register. */
export const RegisterBody = z.object(
  {
    username,
    name: personName,
    email,
    password: newPassword,
  },
  { message: INVALID_BODY },
);
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Client form adds the confirmation; the server never receives it. */
export const RegisterForm = RegisterBody.extend({ repassword: z.string() }).refine(
  (v) => v.password === v.repassword,
  { message: 'Kata sandi berbeda', path: ['repassword'] },
);

/**
 * POST /forgot-password asks only for the email. The spec's `password` is still accepted so an old client
 * does not fail, but it is ignored and never stored: the new password is typed on the mailed link's page by
 * whoever opens it (docs/decisions/007).
 */
export const ForgotPasswordBody = z.object(
  { email, password: z.unknown().optional() },
  { message: INVALID_BODY },
);
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export const ForgotPasswordForm = z.object({ email });

/** A new password and its confirmation: the forgot-password link page and 'Ganti Password' share it. */
export const NewPasswordForm = z
  .object({ password: newPassword, repassword: z.string() })
  .refine((v) => v.password === v.repassword, { message: 'Kata sandi berbeda', path: ['repassword'] });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** POST /forgot-password/confirm: the single-use token from the emailed link and the password to set. */
export const RESET_TOKEN_INVALID = 'Tautan tidak valid atau sudah kedaluwarsa.';
export const ConfirmResetBody = z.object(
  {
    token: z
      .string({ message: 'Token harus diisi' })
      .min(1, 'Token harus diisi')
      .min(20, RESET_TOKEN_INVALID)
      .max(200, RESET_TOKEN_INVALID),
    password: newPassword,
  },
  { message: INVALID_BODY },
);
export type ConfirmResetBody = z.infer<typeof ConfirmResetBody>;

// ---------------------------------------------------------------------------------------------
// The owner's own password change (a temporary password from an admin reset must go first).
// ---------------------------------------------------------------------------------------------

export const CURRENT_PASSWORD_REQUIRED = 'Password saat ini harus diisi';
export const CURRENT_PASSWORD_WRONG = 'Password saat ini salah';
export const PASSWORD_REUSED = 'Password baru harus berbeda dari password saat ini';
/** 403 PASSWORD_CHANGE_REQUIRED: every call but the change itself, /current-user and logout. */
export const PASSWORD_CHANGE_REQUIRED =
  'Anda masuk dengan password sementara. Ganti password Anda terlebih dahulu.';

/** The password the caller signs in with today: required, compared by the server. */
export const currentPassword = z
  .string({ message: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(PASSWORD_MAX, CURRENT_PASSWORD_WRONG);

/** PUT /current-user/password: answers like a login (fresh token, every other session ends). */
export const ChangePasswordBody = z.object(
  { currentPassword, password: newPassword },
  { message: INVALID_BODY },
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export const ChangePasswordForm = z
  .object({ currentPassword, password: newPassword, repassword: z.string() })
  .refine((v) => v.password === v.repassword, { message: 'Kata sandi berbeda', path: ['repassword'] });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

export const MessageResult = z.object({ status: z.literal('OK') });

/**
 * POST /forgot-password's answer (docs/decisions/022): still never whether the email exists, but whether a
 * mail can leave the server at all (SMTP_URL) and, when it cannot, the committee's WhatsApp contact from the
 * community settings (null when none is set), so the page can say "ask the committee" instead of "we sent".
 */
export const ForgotPasswordResult = MessageResult.extend({
  emailConfigured: z.boolean(),
  committeeWhatsApp: z.string().nullable(),
});
export type ForgotPasswordResult = z.infer<typeof ForgotPasswordResult>;
