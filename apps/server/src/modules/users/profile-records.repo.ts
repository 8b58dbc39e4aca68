import type { Insertable } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { DB } from '../../db/types.ts';

// The sub-record tables of a profile (working_experiences, businesses, educations); job types are read from the
// content module's job_types (allowed in architecture.test.ts).

export type RecordTable = 'working_experiences' | 'businesses' | 'educations';
type Values<T extends RecordTable> = Omit<Insertable<DB[T]>, 'user_id' | 'created_at' | 'id'>;

export interface RecordPlan<V> {
  adds: V[];
  edits: { id: number; values: V }[];
  deletes: number[];
}

/** One list's plan with the values of its own table. */
export type TablePlan = { [T in RecordTable]: { table: T; plan: RecordPlan<Values<T>> } }[RecordTable];

/** Which of `ids` are live (not deleted) records of the user in `table`. */
export async function selectOwnedRecordIds(
  db: Executor,
  table: RecordTable,
  userId: number,
  ids: number[],
): Promise<Set<number>> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', userId)
    .where('deleted', '=', 0)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Which of these job types exist. */
export async function selectJobTypeIds(db: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('job_types').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Soft deletes, edits (whole record) and adds of one list; every statement scoped to the user. */
export async function writeRecordPlan(
  tx: Executor,
  userId: number,
  now: string,
  { table, plan: p }: TablePlan,
) {
  if (p.deletes.length > 0)
    await tx
      .updateTable(table)
      .set({ deleted: 1 })
      .where('user_id', '=', userId)
      .where('id', 'in', p.deletes)
      .execute();
  for (const e of p.edits)
    await tx.updateTable(table).set(e.values).where('id', '=', e.id).where('user_id', '=', userId).execute();
  if (p.adds.length > 0)
    await tx
      .insertInto(table)
      .values(p.adds.map((v) => ({ ...v, user_id: userId, created_at: now })))
      .execute();
}
