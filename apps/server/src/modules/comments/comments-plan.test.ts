import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, queryPlan, type TestContext } from '../../../test/helpers.ts';
import { threadPage } from './comments.repo.ts';

/**
 * An event's comment threads are read in the order of their index (`comments_event`: event, time, row id), with
 * the total counted once, not collected and sorted again (docs/decisions/050). SQLite only: PostgreSQL's planner
 * chooses by table size and statistics, so a plan there says nothing on a test's few rows.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.runIf(!process.env.TEST_DATABASE_URL)('comment thread plan (SQLite)', () => {
  it('walks the event’s comments in index order and counts them in one scalar subquery', async () => {
    for (const variant of ['guest', 'member', 'admin']) {
      const plan = await explain(threadPage(ctx.db, { eventId: 1, limit: 1000, skip: 0 }, variant));
      expect(plan).toMatch(/USING INDEX comments_event \(event_id=\?\)/);
      expect(plan).toMatch(/SCALAR SUBQUERY/);
      expect(plan).not.toMatch(/TEMP B-TREE|CO-ROUTINE/);
    }
  });
});

/** EXPLAIN QUERY PLAN of a Kysely query, with its parameters bound. */
const explain = (query: { compile(): CompiledQuery }) => queryPlan(ctx, query.compile());
