import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/**
 * 'In Memoriam' on the users table (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): the flag that
 * every sender checks (notifications.service notifyMany, mail/outbox enqueueMails, invitations, mention
 * suggestions), and the one place that writes it and the 'Kabar Duka' e-mail choice.
 */

/**
 * The one predicate for "a member who can still be reached": not marked as passed away. For every list that
 * offers people to act on or to contact (members' searches and @mention suggestions, 'Cari Teman', the
 * committee's bulk actions, invitations). Pass the column with its table alias when the query joins users:
 * `.where(livingMember('u.deceased'))`; plain `.where(livingMember())` on `selectFrom('users')`.
 */
export const livingMember = (column: 'deceased' | `${string}.deceased` = 'deceased'): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} = 0`;

/** Values per IN (...) lookup: far below both databases' parameter limits. */
const CHUNK = 500;

/** Which of these users have passed away (one query per 500 ids; none for an empty list). */
export async function deceasedIds(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  const out = new Set<number>();
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .where('deceased', '=', 1)
      .execute();
    for (const r of rows) out.add(r.id);
  }
  return out;
}

/** Which of these addresses (without case) belong to an account of someone who has passed away. */
export async function deceasedEmails(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  const list = [...new Set(emails.map((e) => e.toLowerCase()))];
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select('email')
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', list.slice(i, i + CHUNK)))
      .where('deceased', '=', 1)
      .execute();
    for (const r of rows) out.add(r.email.toLowerCase());
  }
  return out;
}

/** Sets or clears the flag; answers the row before the change, or undefined when the user does not exist. */
export async function writeDeceased(
  tx: Executor,
  userId: number,
  deceased: boolean,
  date: string | null,
  now: Date,
): Promise<{ name: string; username: string; deceased: number; deceased_on: string | null } | undefined> {
  const before = await tx
    .selectFrom('users')
    .select(['name', 'username', 'deceased', 'deceased_on'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!before) return undefined;
  await tx
    .updateTable('users')
    .set({ deceased: deceased ? 1 : 0, deceased_on: deceased ? date : null, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return before;
}

/** The member's choice for 'Kabar Duka' e-mails. */
export async function readDeathNoticeEmail(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('death_notice_email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.death_notice_email !== 0;
}

export async function writeDeathNoticeEmail(db: Executor, userId: number, wanted: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ death_notice_email: wanted ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
