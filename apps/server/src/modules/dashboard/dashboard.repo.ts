import type { Executor } from '../../db/index.ts';
import { bucketOf } from './community-calendar.ts';

// The dashboard owns no table: it counts users, events and login_history in grouped queries (reads allowed in
// architecture.test.ts: one grouped query where a service call a month would be twelve).

/** Members are the ROLE_USER accounts; admins (ROLE_ADMIN, ROLE_ADMINS) are never counted. */
const MEMBER_ROLE = 'ROLE_USER';

/** Members by creation month: `{ bucket, n }` with bucket i = created before bounds[i] (bounds.length = later). */
export function membersByBucket(db: Executor, bounds: string[], createdBefore?: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('users')
        .where('role', '=', MEMBER_ROLE)
        .$if(createdBefore !== undefined, (qb) => qb.where('created_at', '<', createdBefore as string))
        .select(bucketOf('created_at', bounds).as('bucket'))
        .as('t'),
    )
    .select(['t.bucket', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('t.bucket')
    .execute();
}

/** Events not soft-deleted by creation month (buckets as membersByBucket). */
export function eventsByBucket(db: Executor, bounds: string[]) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('events')
        .where('deleted', '=', 0)
        .select(bucketOf('created_at', bounds).as('bucket'))
        .as('t'),
    )
    .select(['t.bucket', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('t.bucket')
    .execute();
}

/** Distinct members who signed in, by month of `[from, to)` (bucket i = before bounds[i]). */
export function activeMembersByBucket(db: Executor, from: string, to: string, bounds: string[]) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('login_history as lh')
        .innerJoin('users as u', 'u.id', 'lh.user_id')
        .where('u.role', '=', MEMBER_ROLE)
        .where('lh.created_at', '>=', from)
        .where('lh.created_at', '<', to)
        .select(['lh.user_id', bucketOf('lh.created_at', bounds).as('bucket')])
        .as('t'),
    )
    .select(['t.bucket', (eb) => eb.fn.count<number>('t.user_id').distinct().as('n')])
    .groupBy('t.bucket')
    .execute();
}
