import type { Executor } from '../../db/index.ts';
import type { UserUpdate } from '../../db/types.ts';
import { forgetDevices } from '../push/push.service.ts';
import {
  bumpTokenVersion,
  selectOtherAccountsUsing,
  selectOwnAccount,
  updatePassword,
  updateUserRow,
} from './account.repo.ts';
import { refreshSearchKeys } from './search-keys.service.ts';

// Every write to a users row's credentials and account columns outside the profile editor, owned here so
// that auth and admin-settings never write the users table themselves (docs/decisions/012).

/**
 * The one way a password is replaced: the new hash and every earlier session revoked (token_version + 1),
 * in one statement. The owner's own choice (the reset link, the change after a temporary password) clears
 * the temporary-password flag; an admin's reset (`temporary`, modules/auth/admin-reset.service.ts) sets it,
 * so the owner must replace that password first (docs/decisions/007). `firstPassword` (activation, issue
 * 16) sets it only while the member has none, so two activations at once succeed at most once. Answers
 * what a fresh token and the activity row need, or undefined when there is no such member (or, with
 * `firstPassword`, when they already have a password).
 */
export function setPassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: string,
  opts: { temporary?: boolean; firstPassword?: boolean } = {},
) {
  return updatePassword(db, userId, passwordHash, now, opts);
}

/** A successful sign-in: last_login, and the hash re-made at today's cost when the old one was weaker. */
export async function recordSignIn(tx: Executor, userId: number, at: string, upgradedHash?: string) {
  await updateUserRow(tx, userId, {
    last_login: at,
    ...(upgradedHash ? { password_hash: upgradedHash } : {}),
  });
}

/** The signed-in admin's own account (PUT /admin-setting): name, username, e-mail, picture, password. */
export async function updateAccount(tx: Executor, userId: number, changes: UserUpdate) {
  await updateUserRow(tx, userId, changes);
  if (changes.name !== undefined || changes.username !== undefined) await refreshSearchKeys(tx, userId);
}

/**
 * A confirmed claim of an imported record (docs/decisions/022): the registrant's username, e-mail and WhatsApp
 * number replace the imported ones where no other account uses them (an imported e-mail is often a guess).
 */
export async function adoptClaimedContact(
  tx: Executor,
  userId: number,
  from: { username: string; email: string; phone_number: string | null },
  now: string,
): Promise<void> {
  const taken = await selectOtherAccountsUsing(tx, userId, from.username, from.email);
  const usernameFree = !taken.some((t) => t.username.toLowerCase() === from.username.toLowerCase());
  const emailFree = !taken.some((t) => t.email.toLowerCase() === from.email.toLowerCase());
  await updateUserRow(tx, userId, {
    ...(usernameFree ? { username: from.username } : {}),
    ...(emailFree ? { email: from.email } : {}),
    ...(from.phone_number ? { phone_number: from.phone_number } : {}),
    updated_at: now,
  });
  if (usernameFree) await refreshSearchKeys(tx, userId);
}

/**
 * 'Keluar dari semua perangkat' (docs/decisions/020): every token of the account carries the old token_version
 * and is refused from now on (lib/auth.ts). Answers the new version, or undefined when there is no such member.
 */
export async function revokeEverySession(tx: Executor, userId: number) {
  const user = await bumpTokenVersion(tx, userId);
  // Nor does any device keep receiving the member's notifications (docs/decisions/030).
  if (user) await forgetDevices(tx, userId);
  return user;
}

/** The signed-in admin's own account as PUT /admin/setting audits it (name, e-mail, username, picture). */
export function readOwnAccount(tx: Executor, userId: number) {
  return selectOwnAccount(tx, userId);
}
