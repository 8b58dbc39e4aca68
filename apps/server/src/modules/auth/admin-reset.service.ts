import { randomBytes } from 'node:crypto';
import {
  INVITATION_MSG,
  TEMPORARY_PASSWORD_LENGTH,
  USER_NOT_FOUND,
  WHATSAPP_RESET_TTL_HOURS,
  whatsAppNumber,
  whatsAppResetText,
  whatsAppUrl,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { revokeEverySession, setPassword } from '../users/account.service.ts';
import { deleteOpenResets, insertReset, selectResetContact, selectUsername } from './auth.repo.ts';
import { hashResetToken } from './password-reset.service.ts';

// In auth, not users: it drops the member's open reset links (password_resets, this module's table) in the
// same transaction, and users must not depend on auth (docs/decisions/012).

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
      await deleteOpenResets(tx, id);
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

/**
 * POST /user/{id}/reset-link/whatsapp ('Kirim tautan atur ulang via WhatsApp', docs/decisions/022): for a
 * member without working e-mail, a fresh single-use link to the forgot-password page's "new password" step,
 * valid WHATSAPP_RESET_TTL_HOURS, inside a wa.me message the admin sends from their own phone. Only the token's
 * hash is stored; earlier unused links of the member are dropped; nothing changes until the member opens the
 * link and types a password themself (decision 007), which also ends their other sessions. 400 without a
 * usable WhatsApp number. One 'Pengguna' / 'Tautan Atur Ulang' activity row, without the link.
 */
export async function whatsAppResetLink(
  deps: { db: Db; now: () => Date; publicUrl: string },
  admin: AuthUser,
  id: number,
): Promise<{ url: string; link: string; phone: string }> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.publicUrl}/forget-password/confirm?token=${encodeURIComponent(token)}`;
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const user = await selectResetContact(tx, id);
      if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
      const phone = whatsAppNumber(user.phone_number);
      if (!phone)
        throw badRequest(INVITATION_MSG.noWhatsApp, 'NO_WHATSAPP', [
          { path: 'phoneNumber', message: INVITATION_MSG.noWhatsApp },
        ]);
      await deleteOpenResets(tx, id);
      await insertReset(tx, {
        user_id: id,
        token_hash: hashResetToken(token),
        expires_at: new Date(now.getTime() + WHATSAPP_RESET_TTL_HOURS * 3_600_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      });
      return {
        result: { url: whatsAppUrl(phone, whatsAppResetText(user.name, link)), link, phone },
        activity: {
          module: 'Pengguna',
          action: 'Tautan Atur Ulang',
          activityInfo: `Membuat tautan atur ulang password via WhatsApp untuk ${user.username}`,
          newValue: { username: user.username, telepon: phone, berlaku: `${WHATSAPP_RESET_TTL_HOURS} jam` },
        },
      };
    },
    admin,
    now,
  );
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
      const row = await selectUsername(tx, id);
      if (!row) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
      return {
        result: undefined,
        activity: { module: 'Pengguna', action: 'Ubah', activityInfo: endSessionsActivity(row.username) },
      };
    },
    admin,
    now,
  );
}
