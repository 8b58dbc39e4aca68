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

/**
 * The categories not hidden, in the committee's order, each with its count of visible events: added up from the
 * counts the events' triggers keep (migration 031, docs/decisions/033 "Sixteenth step"), not counted from the events.
 */
export function selectVisibleCategories(db: Executor, page: Page) {
  return db
    .selectFrom('event_categories as c')
    .select([
      'c.id',
      'c.name',
      'c.display_name',
      'c.icon_url',
      (eb) =>
        eb.fn
          .coalesce(
            eb
              .selectFrom('event_counts as k')
              .whereRef('k.category_id', '=', 'c.id')
              .where('k.status', 'in', PUBLIC_EVENT_STATUSES)
              .select((sub) => sub.fn.sum<number>('k.n').as('n')),
            sql<number>`0`,
          )
          .as('event_count'),
    ])
    .where('c.hidden', '=', 0)
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
