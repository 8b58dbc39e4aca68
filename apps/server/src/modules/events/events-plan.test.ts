import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, queryPlan, type TestContext } from '../../../test/helpers.ts';
import { eventPageStatement } from './events.repo.ts';

/**
 * The event list's pages in creation order walk `events_created_at` without reading the events they pass
 * (migration 033, docs/decisions/033 "Eighteenth step"); filtered by creator, group or category they walk that
 * filter's index in order (migration 034, docs/decisions/051). SQLite only: PostgreSQL's planner chooses by table size
 * and statistics, so a plan there says nothing on a test's few rows (its speed is in bench/README.md).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.runIf(!process.env.TEST_DATABASE_URL)('event list query plans (SQLite)', () => {
  it.each([
    ['a visitor', { userId: null, isAdmin: false }],
    ['a member', { userId: 1, isAdmin: false }],
    ['an admin', { userId: 1, isAdmin: true }],
  ])('a deep page for %s walks the covering index in order', async (_label, viewer) => {
    const statement = eventPageStatement(
      ctx.db,
      viewer,
      {},
      { by: 'createdDate', direction: 'DESC' },
      { limit: 9, skip: 441 },
    );
    const plan = await explain(statement);
    // The page's ids: from the index alone, in its order (no sort of every visible event).
    expect(plan).toMatch(/CO-ROUTINE p \| SEARCH e USING COVERING INDEX events_created_at \(deleted=\?\) \|/);
  });

  it.each([
    ['creator', 'events_creator', 'user_id', { creatorId: 7 }],
    ['group', 'events_group', 'event_group_id', { groupId: 7 }],
    ['category', 'events_category', 'event_category_id', { categoryId: 7 }],
  ] as const)(
    'the "more events" by %s: its own index, in order, no sort',
    async (_label, index, column, filter) => {
      const statement = eventPageStatement(
        ctx.db,
        { userId: 1, isAdmin: false },
        { ...filter, excludeId: 3 },
        { by: 'createdDate', direction: 'DESC' },
        { limit: 3, skip: 0 },
      );
      const plan = await explain(statement);
      expect(plan).toMatch(
        new RegExp(
          `CO-ROUTINE p \\| SEARCH e USING COVERING INDEX ${index} \\(${column}=\\? AND deleted=\\?\\) \\|`,
        ),
      );
      // The page's ids come sorted from the index: no sort of the creator's (group's, category's) events. The
      // statement's last sort orders the page's few joined rows.
      expect(plan.split(' | SCAN p')[0]).not.toMatch(/TEMP B-TREE/);
    },
  );
});

const explain = (compiled: CompiledQuery) => queryPlan(ctx, compiled);
