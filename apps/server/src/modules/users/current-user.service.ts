import type { CurrentUser, Role } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import type { UserRow } from '../../db/types.ts';
import { unauthorized } from '../../lib/errors.ts';
import { selectCurrentUserRow, selectPreviousLogin } from './account.repo.ts';

export type CurrentUserRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'username'
  | 'email'
  | 'role'
  | 'picture'
  | 'is_profile_complete'
  | 'created_at'
  | 'must_change_password'
>;

export function toCurrentUser(row: CurrentUserRow, lastLogin: string | null): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    picture: row.picture,
    lastLogin,
    isProfileComplete: row.is_profile_complete === 1,
    createdDate: row.created_at,
    mustChangePassword: row.must_change_password === 1,
  };
}

/**
 * `lastLogin` as the member sees it ("terakhir masuk"): the sign-in BEFORE the most recent one, i.e.
 * the second newest login_history row. users.last_login holds the newest sign-in (the current
 * session), which would always read "just now" on the greeting bar. Login and /current-user both use
 * this one query so they agree; null until the member has signed in twice.
 */
export async function previousLogin(db: Executor, userId: number): Promise<string | null> {
  return selectPreviousLogin(db, userId);
}

/** The signed-in user's CurrentUser; a user deleted meanwhile is a lost session. */
export async function loadCurrentUser(db: Executor, userId: number): Promise<CurrentUser> {
  const row = await selectCurrentUserRow(db, userId);
  if (!row) throw unauthorized();
  return toCurrentUser(row, await previousLogin(db, userId));
}
