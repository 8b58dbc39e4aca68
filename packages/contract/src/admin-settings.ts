import { z } from 'zod';
import {
  email,
  INVALID_BODY,
  LoginResult,
  PASSWORD_MAX,
  PASSWORD_MIN,
  personName,
  username,
} from './auth.ts';
import { resultOf } from './common.ts';
import { UploadedImagePath } from './uploads.ts';

// ---------------------------------------------------------------------------------------------
// The admin's own account (docs/spec.md §§2 /admin/setting, 5 'Admin settings save').
// ---------------------------------------------------------------------------------------------

/** docs/spec.md §5: the alert message when the password and its confirmation differ (server and web). */
export const PASSWORD_MISMATCH = 'Kata sandi konfirmasi tidak sama dengan kata sandi';
/** docs/spec.md §5: the alert title of the same refusal. */
export const PASSWORD_MISMATCH_TITLE = 'Terdapat kesalahan';

/** An optional new password: absent or '' keeps the current one; otherwise 8..128 characters. */
const optionalNewPassword = z
  .string({ message: 'Password tidak valid' })
  .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`)
  .refine((v) => v === '' || v.length >= PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
  .optional();

/**
 * PUT /admin/setting. `picture`: absent = unchanged, null = removed, else a path POST /upload returned.
 * The password/confirmation match is checked by the server (400 PASSWORD_MISMATCH), not by this schema,
 * so the refusal keeps its own code.
 */
export const AdminSettingBody = z.object(
  {
    name: personName,
    email,
    username,
    password: optionalNewPassword,
    repassword: z.string({ message: 'Konfirmasi password tidak valid' }).max(PASSWORD_MAX).optional(),
    picture: UploadedImagePath.nullable().optional(),
    /** Required (and checked) when the password or the email changes; ignored otherwise. */
    currentPassword: z.string({ message: 'Password saat ini tidak valid' }).max(PASSWORD_MAX).optional(),
  },
  { message: INVALID_BODY },
);
export type AdminSettingBody = z.infer<typeof AdminSettingBody>;

/** The saved account and a fresh session token (a password change revokes every other session). */
export const AdminSettingResult = resultOf(LoginResult);
export type AdminSettingResult = z.infer<typeof AdminSettingResult>;
