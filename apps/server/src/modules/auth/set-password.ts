import type { Executor } from '../../db/index.ts';

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
