import { randomBytes } from 'node:crypto';
import { TEMPORARY_PASSWORD_LENGTH, USER_NOT_FOUND } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { revokeEverySession, setPassword } from '../users/account.ts';

// In auth, not users: it drops the member's open reset links (password_resets, this module's table) in the
// same transaction, and users must not depend on auth (issue 15 items 2 and 5).

/**
 * POST /user/{id}/reset-password. Chosen flow (docs/decisions/005-admin-reset-password.md): the server
 * generates a one-time temporary password (16 url-safe characters from 12 random bytes), stores only
 * its scrypt hash, and answers it ONCE so the admin can pass it on; the member's token_version is
 * bumped so every existing session of theirs is revoked. Pending forgot-password links are dropped
 * too. The member must replace the temporary password at the next sign-in (must_change_password,
 * docs/decisions/007). The activity row never holds the password.
 */
export async function resetPasswordByAdmin(
  deps: { db: Db; scryptLogN: number; now: () => Date },
  admin: AuthUser,
  id: number,
): Promise<{ temporaryPassword: string }> {
  // 3 random bytes encode to 4 base64url characters: 12 bytes -> 16 characters.
  const temporaryPassword = randomBytes((TEMPORARY_PASSWORD_LENGTH / 4) * 3).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword, deps.scryptLogN);
  const now = deps.now();
  await withAdminActivity(
    deps.db,
    async (tx) => {
      // The admin knows this password: its owner must replace it before anything else (decision 007).
      const user = await setPassword(tx, id, passwordHash, now.toISOString(), { temporary: true });
      if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
      await tx.deleteFrom('password_resets').where('user_id', '=', id).where('used_at', 'is', null).execute();
      return {
        result: undefined,
        activity: {
          module: 'Pengguna',
          action: 'Reset Sandi',
          activityInfo: `Mereset kata sandi pengguna ${user.username}`,
        },
      };
    },
    admin,
    now,
  );
  return { temporaryPassword };
}

/** The activity text of an admin's 'Keluar dari semua perangkat' for a member (tests assert it). */
export const endSessionsActivity = (username: string) =>
  `Mengeluarkan pengguna ${username} dari semua perangkat`;

/**
 * POST /user/{id}/logout-everywhere (docs/decisions/020): an admin ends every session of a member (a lost
 * phone, a shared computer): the member's token_version moves, so each of their tokens is refused from now on.
 * The password is unchanged. One activity row, in the same transaction.
 */
export async function endSessionsByAdmin(
  deps: { db: Db; now: () => Date },
  admin: AuthUser,
  id: number,
): Promise<void> {
  const now = deps.now();
  await withAdminActivity(
    deps.db,
    async (tx) => {
      const user = await revokeEverySession(tx, id);
      if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
      const row = await tx
        .selectFrom('users')
        .select('username')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        result: undefined,
        activity: { module: 'Pengguna', action: 'Ubah', activityInfo: endSessionsActivity(row.username) },
      };
    },
    admin,
    now,
  );
}
