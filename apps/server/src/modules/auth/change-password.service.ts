import type { ChangePasswordBody } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { setPassword } from '../users/account.service.ts';
import { loadCurrentUser } from '../users/current-user.service.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { selectPasswordHash } from './auth.repo.ts';
import type { SignedIn } from './auth.service.ts';

export const currentPasswordWrong = () =>
  badRequest(AUTH_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG', [
    { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
  ]);

/**
 * Verifies the password the caller signs in with today; a missing one is its own refusal. Shared by this
 * call and PUT /admin/setting (a stolen session alone must not be able to lock the owner out).
 */
export async function assertCurrentPassword(db: Db, userId: number, given: string | undefined) {
  if (!given) {
    throw badRequest(AUTH_MESSAGES.currentPasswordRequired, 'CURRENT_PASSWORD_REQUIRED', [
      { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordRequired },
    ]);
  }
  const row = await selectPasswordHash(db, userId);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(given, row.password_hash))) throw currentPasswordWrong();
}

/**
 * PUT /current-user/password: the owner replaces their password (the temporary one of an admin's reset, or
 * any other). The new hash, the token_version bump (every other session ends) and clearing
 * must_change_password commit together; the reply signs this browser in again like a login.
 */
export async function changeOwnPassword(
  db: Db,
  actor: AuthUser,
  body: ChangePasswordBody,
  deps: { now: () => Date; scryptLogN: number },
): Promise<SignedIn> {
  await assertCurrentPassword(db, actor.id, body.currentPassword);
  if (body.password === body.currentPassword) {
    throw badRequest(AUTH_MESSAGES.passwordReused, 'PASSWORD_REUSED', [
      { path: 'password', message: AUTH_MESSAGES.passwordReused },
    ]);
  }
  const passwordHash = await hashPassword(body.password, deps.scryptLogN);
  const now = deps.now().toISOString();
  const updated = await setPassword(db, actor.id, passwordHash, now);
  if (!updated) throw unauthorized();
  return { currentUser: await loadCurrentUser(db, actor.id), subject: updated };
}
