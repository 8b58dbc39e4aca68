import type { Executor } from '../../db/index.ts';

// The 'In Memoriam' columns of the users table (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md).

/** Which of `ids` have passed away. */
export async function selectDeceasedIds(db: Executor, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('deceased', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/** Which of these lowercased addresses belong to an account of someone who has passed away. */
export async function selectDeceasedEmails(db: Executor, emails: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .where('deceased', '=', 1)
    .execute();
  return rows.map((r) => r.email);
}

export function selectDeceasedState(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'username', 'deceased', 'deceased_on'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateDeceased(
  tx: Executor,
  userId: number,
  values: { deceased: number; deceased_on: string | null; updated_at: string },
) {
  await tx.updateTable('users').set(values).where('id', '=', userId).execute();
}

export function selectDeathNoticeEmail(db: Executor, userId: number) {
  return db.selectFrom('users').select('death_notice_email').where('id', '=', userId).executeTakeFirst();
}

export async function updateDeathNoticeEmail(db: Executor, userId: number, wanted: number) {
  await db.updateTable('users').set({ death_notice_email: wanted }).where('id', '=', userId).execute();
}
