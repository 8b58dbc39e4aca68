import { PUBLIC_EVENT_STATUSES } from '@alumni/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

// The public catalog reads what the content module (categories, job types) and the events module (groups)
// keep; the reads are listed with their reason in architecture.test.ts.

interface Page {
  limit: number;
  skip: number;
}

export function countVisibleCategories(db: Executor) {
  return db
    .selectFrom('event_categories')
    .where('hidden', '=', 0)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
}

/** The categories not hidden, in the committee's order, each with its count of visible events (one grouped join). */
export function selectVisibleCategories(db: Executor, page: Page) {
  return db
    .selectFrom('event_categories as c')
    .leftJoin('events as e', (j) =>
      j
        .onRef('e.event_category_id', '=', 'c.id')
        .on('e.deleted', '=', 0)
        .on('e.status', 'in', PUBLIC_EVENT_STATUSES),
    )
    .select([
      'c.id',
      'c.name',
      'c.display_name',
      'c.icon_url',
      (eb) => eb.fn.count<number>('e.id').as('event_count'),
    ])
    .where('c.hidden', '=', 0)
    .groupBy(['c.id', 'c.name', 'c.display_name', 'c.icon_url', 'c.sort_order'])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

export function countGroups(db: Executor) {
  return db
    .selectFrom('event_groups')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
}

/** In the committee's order, then alphabetical by display name. */
export function selectGroups(db: Executor, page: Page) {
  return db
    .selectFrom('event_groups')
    .select(['id', 'name', 'display_name', 'image_url'])
    .orderBy('sort_order')
    .orderBy(sql`lower(display_name)`)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

export function selectGroup(db: Executor, id: number) {
  return db
    .selectFrom('event_groups')
    .select(['id', 'name', 'display_name', 'image_url'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every job type, in the committee's order, then by name. */
export function selectJobTypes(db: Executor) {
  return db
    .selectFrom('job_types')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}
