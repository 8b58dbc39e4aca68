import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, queryPlan, type TestContext } from '../../../test/helpers.ts';
import { membersQuery } from './directory.repo.ts';

/**
 * 'Cari Teman' reads its indexes, not the wide users rows (migration 029, docs/decisions/027 "Speed"): the plan
 * SQLite makes for the total and for a page. SQLite only: PostgreSQL's planner chooses by table size and
 * statistics, so a plan there says nothing on a test's few rows (its speed is in bench/README.md).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.runIf(!process.env.TEST_DATABASE_URL)('directory query plans (SQLite)', () => {
  it('counts and pages a name search from the index alone', async () => {
    const byName = membersQuery(ctx.db, { words: ['budi'] });
    const count = byName.select((eb) => eb.fn.countAll().as('n'));
    const page = byName.select(['u.id', 'u.name', 'u.picture']).orderBy('u.name').orderBy('u.id').limit(20);
    // Either index holds every column the count needs.
    expect(await explain(count)).toMatch(/USING COVERING INDEX users_(directory|city_key)/);
    expect(await explain(page)).toMatch(/USING INDEX users_directory/);
    expect(await explain(page)).not.toMatch(/TEMP B-TREE/);
  });

  it('searches within a city through the city index', async () => {
    const inCity = membersQuery(ctx.db, { words: ['budi'], cityKey: 'bandung' });
    expect(await explain(inCity.select((eb) => eb.fn.countAll().as('n')))).toMatch(
      /COVERING INDEX users_city_key/,
    );
  });
});

/** EXPLAIN QUERY PLAN of a Kysely query, with its parameters bound. */
const explain = (query: { compile(): CompiledQuery }) => queryPlan(ctx, query.compile());
