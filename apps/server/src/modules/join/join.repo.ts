import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { RegistrationRequestsTable } from '../../db/types.ts';

// The join_links and registration_requests tables; the imported members a registrant may claim and the
// record a claim names are read from users (allowed in architecture.test.ts).

// --- Join links ----------------------------------------------------------------------------------

/** The link that works now (the newest not revoked). */
export function selectCurrentLink(db: Executor) {
  return db
    .selectFrom('join_links')
    .select(['id', 'token', 'created_at'])
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Revokes every working link; answers how many there were. */
export async function revokeLinks(tx: Executor, at: string): Promise<number> {
  const rows = await tx
    .updateTable('join_links')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export function insertLink(tx: Executor, row: { token: string; created_by: number; created_at: string }) {
  return tx
    .insertInto('join_links')
    .values({ ...row, revoked_at: null })
    .returning(['token', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function linkWorks(db: Executor, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('join_links')
    .select('id')
    .where('token', '=', token)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

// --- Registration requests -----------------------------------------------------------------------

/** A waiting request holding this username or e-mail (without case), if any. */
export function selectPendingHolding(db: Executor, username: string, email: string) {
  return db
    .selectFrom('registration_requests')
    .select('id')
    .where('status', '=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        eb(sql`lower(email)`, '=', email.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
}

export async function insertRequestRow(db: Executor, row: Insertable<RegistrationRequestsTable>) {
  await db.insertInto('registration_requests').values(row).execute();
}

/** The waiting requests, oldest first (at most 500), with the record a claim asks for. */
export function selectPendingRequests(db: Executor) {
  return db
    .selectFrom('registration_requests as r')
    .leftJoin('users as u', 'u.id', 'r.claim_user_id')
    .select([
      'r.id',
      'r.kind',
      'r.name',
      'r.username',
      'r.email',
      'r.phone_number',
      'r.via_join_link',
      'r.created_at',
      'r.claim_user_id',
      'u.name as claim_name',
      'u.username as claim_username',
      'u.email as claim_email',
      'u.phone_number as claim_phone',
    ])
    .where('r.status', '=', 'PENDING')
    .orderBy('r.id')
    .limit(500)
    .execute();
}

export function selectRequest(db: Executor, id: number) {
  return db.selectFrom('registration_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Decides a PENDING request; false when another admin decided it meanwhile (or it is missing). */
export async function decidePendingRequest(
  tx: Executor,
  id: number,
  changes: Updateable<RegistrationRequestsTable>,
): Promise<boolean> {
  const res = await tx
    .updateTable('registration_requests')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setRequestUser(tx: Executor, id: number, userId: number) {
  await tx.updateTable('registration_requests').set({ user_id: userId }).where('id', '=', id).execute();
}

// --- Members ---------------------------------------------------------------------------------------

/** Not-yet-active members (no password, plain role) with this e-mail (without case), or with any number. */
export function selectClaimCandidates(db: Executor, email: string, withPhone: boolean) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone_number'])
    .where('password_hash', 'is', null)
    .where('role', '=', 'ROLE_USER')
    .where((eb) =>
      eb.or([
        eb(sql`lower(email)`, '=', email.toLowerCase()),
        ...(withPhone ? [eb('phone_number', 'is not', null)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

export function selectUsername(db: Executor, userId: number) {
  return db.selectFrom('users').select(['username']).where('id', '=', userId).executeTakeFirst();
}
