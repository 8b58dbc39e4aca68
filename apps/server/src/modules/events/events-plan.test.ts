import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, queryPlan, type TestContext } from '../../../test/helpers.ts';
import { eventPageStatement } from './events.repo.ts';

/**
 * The event list's pages in creation order walk `events_created_at` without reading the events they pass
 * (migration 033, docs/decisions/033 "Eighteenth step"). SQLite only: PostgreSQL's planner chooses by table size
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
});

const explain = (compiled: CompiledQuery) => queryPlan(ctx, compiled);
