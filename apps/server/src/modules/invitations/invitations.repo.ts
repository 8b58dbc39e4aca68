import type { Insertable } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { containsInsensitive } from '../../db/index.ts';
import type { InvitationsTable } from '../../db/types.ts';
import { livingMember } from '../users/deceased.service.ts';

// The invitations table, with the invited members read from users (allowed in architecture.test.ts).

export async function insertInvitation(tx: Executor, row: Insertable<InvitationsTable>): Promise<number> {
  return (await tx.insertInto('invitations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function insertInvitations(tx: Executor, rows: Insertable<InvitationsTable>[]) {
  return tx.insertInto('invitations').values(rows).returning(['id', 'user_id']).execute();
}

/** 'In Memoriam': the member's open invitation links stop working. */
export async function deleteOpenInvitationsOf(tx: Executor, userId: number) {
  await tx.deleteFrom('invitations').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Marks every open invitation of the member used; answers how many were open (0: the link was spent). */
export async function claimOpenInvitationsOf(tx: Executor, userId: number, at: string): Promise<number> {
  const res = await tx
    .updateTable('invitations')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The invitation behind a token's hash, with the member's name and whether they have a password. */
export function selectInvitationByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id', 'i.user_id', 'i.expires_at', 'i.used_at', 'u.name', 'u.username', 'u.password_hash'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The member's latest `limit` invitations, newest first. */
export function selectInvitationsOf(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('invitations')
    .select(['id', 'channel', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** These living members, with whether they have a password ('In Memoriam', docs/decisions/024: never invited). */
export function selectLivingMembers(db: Executor, ids: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash'])
    .where('id', 'in', ids)
    .where(livingMember())
    .orderBy('id')
    .execute();
}

/** Every living member without a password whose username or name holds `search` (all of them without one). */
export function selectNotActiveMembers(db: Executor, search: string | undefined) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('password_hash', 'is', null)
    .where(livingMember())
    .$if(search !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          containsInsensitive('username', search as string),
          containsInsensitive('name', search as string),
        ]),
      ),
    )
    .orderBy('id')
    .execute();
}

/** The member a WhatsApp invitation goes to. */
export function selectWhatsAppInvitee(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'username', 'phone_number', 'password_hash', 'deceased'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** What the delivery page shows of the member: whether active, and their number. */
export function selectDeliveryMember(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
