import type { Executor } from '../../db/index.ts';

// The memories table, with the names of the member remembered and of the author joined from users (a read
// allowed in architecture.test.ts).

/** The remembered member's own row: name, picture and whether (and when) they passed away. */
export function selectMemorialUser(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'picture', 'deceased', 'deceased_on'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The admins (ROLE_ADMIN, ROLE_ADMINS), told of a message waiting for approval. */
export function selectAdminIds(db: Executor) {
  return db.selectFrom('users').select('id').where('role', 'in', ['ROLE_ADMIN', 'ROLE_ADMINS']).execute();
}

function memoriesQuery(db: Executor) {
  return db
    .selectFrom('memories as m')
    .leftJoin('users as a', 'a.id', 'm.author_id')
    .innerJoin('users as d', 'd.id', 'm.user_id')
    .select([
      'm.id',
      'm.content',
      'm.status',
      'm.created_at',
      'm.author_id',
      'a.name as author_name',
      'a.username as author_username',
      'a.picture as author_picture',
      'd.id as memorial_id',
      'd.name as memorial_name',
    ]);
}
export type MemoryRow = Awaited<ReturnType<ReturnType<typeof memoriesQuery>['executeTakeFirstOrThrow']>>;

/**
 * The messages of one memorial a reader may see, oldest first: an admin every one not rejected; a member the
 * approved ones and their own waiting ones.
 */
export function selectMemories(db: Executor, userId: number, reader: { id: number; admin: boolean }) {
  return memoriesQuery(db)
    .where('m.user_id', '=', userId)
    .where((eb) =>
      reader.admin
        ? eb('m.status', '!=', 'REJECTED')
        : eb.or([
            eb('m.status', '=', 'APPROVED'),
            eb.and([eb('m.status', '=', 'PENDING'), eb('m.author_id', '=', reader.id)]),
          ]),
    )
    .orderBy('m.id', 'asc')
    .execute();
}

/** One message (of the given memorial, when named). */
export function selectMemory(db: Executor, memoryId: number, userId?: number) {
  return memoriesQuery(db)
    .where('m.id', '=', memoryId)
    .$if(userId !== undefined, (qb) => qb.where('m.user_id', '=', userId as number))
    .executeTakeFirst();
}

/** Every message still waiting, oldest first (at most `limit`). */
export function selectPendingMemories(db: Executor, limit: number) {
  return memoriesQuery(db).where('m.status', '=', 'PENDING').orderBy('m.id', 'asc').limit(limit).execute();
}

export function insertMemory(
  db: Executor,
  row: { user_id: number; author_id: number; content: string; now: string },
) {
  return db
    .insertInto('memories')
    .values({
      user_id: row.user_id,
      author_id: row.author_id,
      content: row.content,
      status: 'PENDING',
      moderated_by: null,
      moderated_at: null,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function setMemoryStatus(
  db: Executor,
  memoryId: number,
  status: 'APPROVED' | 'REJECTED',
  by: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('memories')
    .set({ status, moderated_by: by, moderated_at: at })
    .where('id', '=', memoryId)
    .execute();
}
