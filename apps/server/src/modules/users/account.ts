import type { Executor } from '../../db/index.ts';
import type { UserUpdate } from '../../db/types.ts';

// Every write to a users row's credentials and account columns outside the profile editor, owned here so
// that auth and admin-settings never write the users table themselves (issue 15 item 2).

/**
 * The one way a member's own password is replaced (the reset link, the change after a temporary password):
 * the new hash, every earlier session revoked (token_version + 1) and the temporary-password flag cleared,
 * in one statement. Answers what a fresh token needs, or undefined when the member is gone.
 */
export function setPassword(db: Executor, userId: number, passwordHash: string, now: string) {
  return db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      must_change_password: 0,
      updated_at: now,
    }))
    .where('id', '=', userId)
    .returning(['id', 'token_version'])
    .executeTakeFirst();
}

/**
 * An admin's reset (POST /user/{id}/reset-password, modules/auth/admin-reset.service.ts): the temporary
 * password's hash, every session revoked, and the owner must replace it first (docs/decisions/007).
 * Answers the member's username, or undefined when there is no such member.
 */
export async function setTemporaryPassword(tx: Executor, userId: number, passwordHash: string, now: string) {
  return tx
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      must_change_password: 1,
      updated_at: now,
    }))
    .where('id', '=', userId)
    .returning(['id', 'username'])
    .executeTakeFirst();
}

/** A successful sign-in: last_login, and the hash re-made at today's cost when the old one was weaker. */
export async function recordSignIn(tx: Executor, userId: number, at: string, upgradedHash?: string) {
  await tx
    .updateTable('users')
    .set({ last_login: at, ...(upgradedHash ? { password_hash: upgradedHash } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** The signed-in admin's own account (PUT /admin-setting): name, username, e-mail, picture, password. */
export async function updateAccount(tx: Executor, userId: number, changes: UserUpdate) {
  await tx.updateTable('users').set(changes).where('id', '=', userId).execute();
}
