import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

// The uploads (a stored picture's date), upload_events (the members' daily budget) and job_leases (the cleanup's
// one-instance lease) tables (docs/decisions/020, "Uploads"). The cleanup reads every column that may hold a
// picture path, whatever module owns it (PICTURE_REFERENCES in upload-cleanup.service.ts).

/** How many uploads and bytes since `since` (of one member, or of everyone when `userId` is null). */
export async function sumUploadEvents(
  db: Executor,
  userId: number | null,
  since: string,
): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('upload_events')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('bytes').as('bytes'),
    ])
    .$if(userId !== null, (q) => q.where('user_id', '=', userId as number))
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

export async function insertUploadEvent(
  tx: Executor,
  row: { user_id: number; bytes: number; created_at: string },
) {
  await tx.insertInto('upload_events').values(row).execute();
}

/** Upload events older than `before` (of one member, or of everyone when `userId` is null) are dropped. */
export async function deleteUploadEventsBefore(tx: Executor, userId: number | null, before: string) {
  await tx
    .deleteFrom('upload_events')
    .$if(userId !== null, (q) => q.where('user_id', '=', userId as number))
    .where('created_at', '<', before)
    .execute();
}

/** Dates the stored picture `name` (again, when it was stored before). */
export async function dateUpload(tx: Executor, name: string, at: string) {
  await tx
    .insertInto('uploads')
    .values({ name, created_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ created_at: at }))
    .execute();
}

/** Dates a picture first seen by the cleanup (a row already there is kept). */
export async function dateUploadOnce(tx: Executor, name: string, at: string) {
  await tx
    .insertInto('uploads')
    .values({ name, created_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export function selectUploadDates(db: Executor) {
  return db.selectFrom('uploads').select(['name', 'created_at']).execute();
}

export async function deleteUploads(tx: Executor, names: string[]) {
  await tx.deleteFrom('uploads').where('name', 'in', names).execute();
}

/** The texts of `table.column` that hold `prefix` anywhere. */
export async function selectPathsLike(
  db: Executor,
  table: string,
  column: string,
  prefix: string,
): Promise<(string | null)[]> {
  const path = sql.ref<string | null>(`${table}.${column}`);
  const rows = await db
    .selectFrom(table as 'uploads')
    .select(path.as('path'))
    .where(path, 'like', `%${prefix}%`)
    .execute();
  return rows.map((r) => r.path);
}

/**
 * Claims the job's lease with one conditional upsert (free, or held past its time); true when `holder` has it.
 */
export async function claimLease(
  db: Executor,
  job: string,
  holder: string,
  until: string,
  at: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto('job_leases')
    .values({ name: job, holder, until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), until: eb.ref('excluded.until') }))
        .where('job_leases.until', '<=', at),
    )
    .returning('holder')
    .executeTakeFirst();
  return claimed?.holder === holder;
}

/** Gives the lease back (only if `holder` still has it). */
export async function releaseLease(db: Executor, job: string, holder: string, at: string) {
  await db
    .updateTable('job_leases')
    .set({ until: at })
    .where('name', '=', job)
    .where('holder', '=', holder)
    .execute();
}
