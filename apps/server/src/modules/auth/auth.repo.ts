import { ADMIN_ROLES } from '@alumni/contract';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { PasswordResetsTable, SessionsTable } from '../../db/types.ts';

// The login_history, password_resets and sessions tables; the accounts signed in to are read from users (allowed
// in architecture.test.ts; the users module writes them).

// --- Accounts ------------------------------------------------------------------------------------

/** The account a sign-in names by username or e-mail (without case); the e-mail's owner wins a tie. */
export function selectAccountByIdentifier(db: Executor, key: string) {
  return (
    db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
      // An imported username could look like someone's email; the email owner wins.
      .orderBy(sql`case when lower(email) = ${key} then 0 else 1 end`)
      .limit(1)
      .executeTakeFirst()
  );
}

export function selectAccountByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function selectPasswordHash(db: Executor, userId: number) {
  return db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirst();
}

export function selectResetContact(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function selectUsername(db: Executor, userId: number) {
  return db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
}

export async function adminExists(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ADMIN_ROLES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A member holding this username or e-mail (without case), if any. */
export function selectHolderOf(db: Executor, username: string, email: string) {
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        eb(sql`lower(email)`, '=', email.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
}

// --- Sign-ins ------------------------------------------------------------------------------------

export async function insertLogin(tx: Executor, row: { user_id: number; ip: string; created_at: string }) {
  await tx.insertInto('login_history').values(row).execute();
}

// --- Reset links ---------------------------------------------------------------------------------

/** Drops the member's unused reset links; answers when each would have expired. */
export function deleteOpenResets(tx: Executor, userId: number) {
  return tx
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .returning('expires_at')
    .execute();
}

export async function insertReset(tx: Executor, row: Insertable<PasswordResetsTable>) {
  await tx.insertInto('password_resets').values(row).execute();
}

export function selectResetByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the link used; false when it was used meanwhile. */
export async function claimReset(tx: Executor, id: number, at: string): Promise<boolean> {
  const res = await tx
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// --- Sessions ------------------------------------------------------------------------------------

/** Ends the session (a row written when it had none yet). */
export async function upsertEndedSession(
  db: Executor,
  row: Insertable<SessionsTable> & { ended_at: string; grace_until: string; expires_at: string },
) {
  await db
    .insertInto('sessions')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ ended_at: row.ended_at, grace_until: row.grace_until, expires_at: row.expires_at }),
    )
    .execute();
}

export async function deleteExpiredSessions(db: Executor, at: string) {
  await db.deleteFrom('sessions').where('expires_at', '<', at).execute();
}

type Rotation = { generation: number; grace_until: string; expires_at: string };

/** The first rotation of a session writes its row; false when another request wrote it first. */
export async function insertRotatedSession(
  db: Executor,
  id: string,
  userId: number,
  values: Rotation,
): Promise<boolean> {
  const row = await db
    .insertInto('sessions')
    .values({ id, user_id: userId, ended_at: null, ...values })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves a live session on from generation `from`; false when it moved or ended meanwhile. */
export async function rotateSessionRow(
  db: Executor,
  id: string,
  from: number,
  values: Rotation,
): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set(values)
    .where('id', '=', id)
    .where('generation', '=', from)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function selectSessionState(db: Executor, id: string) {
  return db
    .selectFrom('sessions')
    .select(['generation', 'grace_until', 'ended_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
