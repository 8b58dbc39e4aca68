import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { UserUpdate } from '../../db/types.ts';

// The SQL of a users row's credentials and account columns (account.service.ts), of the search keys
// (search-keys.service.ts) and of the signed-in user's own view (current-user.service.ts).

/** New hash, every earlier session revoked (token_version + 1), in one statement (account.service.ts setPassword). */
export function updatePassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: string,
  opts: { temporary?: boolean; firstPassword?: boolean },
) {
  return db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      must_change_password: opts.temporary ? 1 : 0,
      updated_at: now,
    }))
    .where('id', '=', userId)
    .$if(opts.firstPassword === true, (qb) => qb.where('password_hash', 'is', null))
    .returning(['id', 'token_version', 'username'])
    .executeTakeFirst();
}

export async function updateUserRow(tx: Executor, userId: number, changes: UserUpdate): Promise<void> {
  await tx.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Usernames and e-mails (any case) of other accounts that equal the given ones. */
export function selectOtherAccountsUsing(tx: Executor, userId: number, username: string, email: string) {
  return tx
    .selectFrom('users')
    .select(['username', 'email'])
    .where('id', '!=', userId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        eb(sql`lower(email)`, '=', email.toLowerCase()),
      ]),
    )
    .execute();
}

/** token_version + 1: every token signed before is refused (lib/auth.ts). */
export function bumpTokenVersion(tx: Executor, userId: number) {
  return tx
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returning(['id', 'token_version'])
    .executeTakeFirst();
}

export function selectSearchKeySources(tx: Executor, userId: number) {
  return tx
    .selectFrom('users')
    .select(['name', 'nickname', 'username', 'city'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export const CURRENT_USER_COLUMNS = [
  'id',
  'name',
  'username',
  'email',
  'role',
  'picture',
  'is_profile_complete',
  'created_at',
  'must_change_password',
] as const;

export function selectCurrentUserRow(db: Executor, userId: number) {
  return db.selectFrom('users').select(CURRENT_USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/** The second newest login_history row's time (current-user.service.ts previousLogin). */
export async function selectPreviousLogin(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('login_history')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The account columns the admin's own settings change and audit, with the token version. */
export function selectOwnAccount(tx: Executor, userId: number) {
  return tx
    .selectFrom('users')
    .select(['id', 'token_version', 'name', 'email', 'username', 'picture'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
