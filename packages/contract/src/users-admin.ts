import { z } from 'zod';
import { email, INVALID_BODY, PASSWORD_MAX, PASSWORD_MIN, personName, username } from './auth.ts';
import { resultOf } from './common.ts';
import { bodyId } from './ids.ts';
import { PostRegisterBody, UpdateProfileBody } from './profile-update.ts';
import { UploadedImagePath } from './uploads.ts';
import { USER_NOT_FOUND } from './users-limits.ts';

// ---------------------------------------------------------------------------------------------
// Admin user management (docs/spec.md §§2 /admin/user, /admin/user/add; 5; 6; 7 POST /user,
// DELETE /user/{id}, PUT /user/delete). Every route is for admins only.
// ---------------------------------------------------------------------------------------------

export const USER_SELF_DELETE = 'Anda tidak dapat menghapus akun Anda sendiri.';
export const USER_LAST_ADMIN = 'Admin terakhir tidak dapat dihapus.';
/** One bulk delete: a full page is 10 rows; 100 leaves room for scripted clean-ups. */
export const USER_DELETE_MAX = 100;
export const USER_IDS_REQUIRED = 'Pilih minimal satu pengguna';
export const USER_IDS_INVALID = 'Daftar pengguna (userIds) harus berupa daftar ID pengguna';
export const USER_IDS_TOO_MANY = `Maksimal ${USER_DELETE_MAX} pengguna sekali hapus`;
/** Length of the one-time password POST /user/{id}/reset-password answers (url-safe characters). */
export const TEMPORARY_PASSWORD_LENGTH = 16;

/**
 * POST /user (/admin/user/add). The password/confirmation match is checked by the server
 * (400 PASSWORD_MISMATCH, docs/spec.md §5), not by this schema, so the refusal keeps its own code.
 * `picture`: a path POST /upload returned (absent or null = no photo). `about`, `languages` and
 * `specialities` (a comma-joined string or a list, as the spec's admin forms send it) follow the same
 * rules as on PUT /user and are stored when given.
 */
export const CreateUserBody = z.object(
  {
    name: personName,
    ...PostRegisterBody.shape,
    about: UpdateProfileBody.shape.about,
    languages: UpdateProfileBody.shape.languages,
    specialities: UpdateProfileBody.shape.specialities,
    /** 'Kota' (docs/decisions/027); '' or absent = none. */
    city: UpdateProfileBody.shape.city,
    username,
    email,
    password: z
      .string({ message: 'Password harus diisi' })
      .min(1, 'Password harus diisi')
      .min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
      .max(PASSWORD_MAX, `Password maksimal ${PASSWORD_MAX} karakter`),
    repassword: z
      .string({ message: 'Konfirmasi password harus diisi' })
      .max(PASSWORD_MAX, `Konfirmasi password maksimal ${PASSWORD_MAX} karakter`),
    picture: UploadedImagePath.nullish(),
  },
  { message: INVALID_BODY },
);
export type CreateUserBody = z.infer<typeof CreateUserBody>;
export type CreateUserInput = z.input<typeof CreateUserBody>;

/** DELETE /user/{id} and POST /user/{id}/reset-password: a numeric id only. */
export const AdminUserIdParam = z.object({
  // The path's digits read as the id (bodyId); anything else is a user that does not exist.
  id: bodyId(USER_NOT_FOUND),
});
export type AdminUserIdParam = z.infer<typeof AdminUserIdParam>;

/** PUT /user/delete: hard delete of up to 100 users; ids already gone are skipped. */
export const DeleteUsersBody = z.object(
  {
    userIds: z
      .array(bodyId(USER_IDS_INVALID), {
        error: (iss) => (iss.input === undefined ? USER_IDS_REQUIRED : USER_IDS_INVALID),
      })
      .min(1, { error: USER_IDS_REQUIRED })
      .max(USER_DELETE_MAX, { error: USER_IDS_TOO_MANY }),
  },
  { error: INVALID_BODY },
);
export type DeleteUsersBody = z.infer<typeof DeleteUsersBody>;

export const DeleteUsersResult = resultOf(z.object({ deleted: z.number().int() }));
export type DeleteUsersResult = z.infer<typeof DeleteUsersResult>;

/** POST /user/{id}/reset-password: the one-time password, shown to the admin ONCE (never stored in clear). */
export const ResetPasswordResult = resultOf(z.object({ temporaryPassword: z.string() }));
export type ResetPasswordResult = z.infer<typeof ResetPasswordResult>;
