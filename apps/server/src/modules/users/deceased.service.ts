import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import {
  selectDeathNoticeEmail,
  selectDeceasedEmails,
  selectDeceasedIds,
  selectDeceasedState,
  updateDeathNoticeEmail,
  updateDeceased,
} from './deceased.repo.ts';

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
    for (const id of await selectDeceasedIds(db, ids.slice(i, i + CHUNK))) out.add(id);
  }
  return out;
}

/** Which of these addresses (without case) belong to an account of someone who has passed away. */
export async function deceasedEmails(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  const list = [...new Set(emails.map((e) => e.toLowerCase()))];
  for (let i = 0; i < list.length; i += CHUNK) {
    for (const email of await selectDeceasedEmails(db, list.slice(i, i + CHUNK)))
      out.add(email.toLowerCase());
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
  const before = await selectDeceasedState(tx, userId);
  if (!before) return undefined;
  await updateDeceased(tx, userId, {
    deceased: deceased ? 1 : 0,
    deceased_on: deceased ? date : null,
    updated_at: now.toISOString(),
  });
  return before;
}

/** The member's choice for 'Kabar Duka' e-mails. */
export async function readDeathNoticeEmail(db: Executor, userId: number): Promise<boolean> {
  const row = await selectDeathNoticeEmail(db, userId);
  return row?.death_notice_email !== 0;
}

export async function writeDeathNoticeEmail(db: Executor, userId: number, wanted: boolean): Promise<void> {
  await updateDeathNoticeEmail(db, userId, wanted ? 1 : 0);
}
