import { PUBLIC_EVENT_STATUSES } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';

/** Members are ROLE_USER accounts; admins (ROLE_ADMIN, ROLE_ADMINS) are never counted. */
const MEMBER_ROLE = 'ROLE_USER';

/**
 * The member and public event counts in one round trip (two scalar subqueries). They read the users and events
 * tables (allowed in architecture.test.ts: one query where two services would be two).
 */
export function selectCounts(db: Executor) {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .where('role', '=', MEMBER_ROLE)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('members'),
      eb
        .selectFrom('events')
        .where('deleted', '=', 0)
        .where('status', 'in', PUBLIC_EVENT_STATUSES) // what visitors see: never drafts
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('events'),
    ])
    .executeTakeFirstOrThrow();
}
