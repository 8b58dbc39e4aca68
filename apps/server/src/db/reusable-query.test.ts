import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import type { Executor } from './index.ts';
import { reusableQuery, WRITTEN_PAGES_MAX } from './reusable-query.ts';

/** db/reusable-query.ts on both databases: the values go where they belong, each variant is its own SQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const byName = reusableQuery(
  { name: 'string', minQuota: 'number' },
  (db: Executor, p: { name: string; minQuota: number }, variant: string) =>
    db
      .selectFrom('events')
      .select(['id', 'name', 'quota'])
      .where('name', '=', p.name)
      .where('quota', '>=', p.minQuota)
      .where('deleted', '=', 0)
      .$if(variant === 'published', (qb) => qb.where('status', '=', 'PUBLISH'))
      .orderBy('id'),
);

describe('reusableQuery', () => {
  it('runs one compiled statement with each call’s values, per variant', async () => {
    const a = await createEvent(ctx, { name: 'Reuni Pakai Ulang', quota: 10, status: 'PUBLISH' });
    const b = await createEvent(ctx, { name: 'Reuni Pakai Ulang', quota: 50, status: 'DRAFT' });
    await createEvent(ctx, { name: 'Reuni Lain', quota: 50, status: 'PUBLISH' });
    const ids = async (variant: string, name: string, minQuota: number) =>
      (await byName(ctx.db, variant, { name, minQuota })).map((r) => r.id);
    expect(await ids('all', 'Reuni Pakai Ulang', 0)).toEqual([a.id, b.id]);
    expect(await ids('all', 'Reuni Pakai Ulang', 20)).toEqual([b.id]);
    expect(await ids('published', 'Reuni Pakai Ulang', 0)).toEqual([a.id]);
    expect(await ids('published', 'Reuni Pakai Ulang', 20)).toEqual([]);
    expect(await ids('all', 'Tidak Ada', 0)).toEqual([]);
    // The same as Kysely building it each time.
    const built = await ctx.db
      .selectFrom('events')
      .select(['id', 'name', 'quota'])
      .where('name', '=', 'Reuni Pakai Ulang')
      .where('quota', '>=', 0)
      .where('deleted', '=', 0)
      .orderBy('id')
      .execute();
    expect(await byName(ctx.db, 'all', { name: 'Reuni Pakai Ulang', minQuota: 0 })).toEqual(built);
  });

  it('runs inside a transaction too', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Transaksi', quota: 5 });
    const rows = await ctx.db
      .transaction()
      .execute((trx) => byName(trx, 'all', { name: 'Reuni Transaksi', minQuota: 1 }));
    expect(rows.map((r) => r.id)).toEqual([event.id]);
  });

  it('refuses a builder that changes a value on its way in, or whose SQL depends on a value', async () => {
    const changed = reusableQuery({ name: 'string' }, (db: Executor, p: { name: string }) =>
      db.selectFrom('events').select('id').where('name', 'like', `%${p.name}%`),
    );
    await expect(async () => changed(ctx.db, 'x', { name: 'Reuni' })).rejects.toThrow(/not a value as given/);
    const shaped = reusableQuery({ n: 'number' }, (db: Executor, p: { n: number }) =>
      db
        .selectFrom('events')
        .select('id')
        .where(sql.ref(p.n > -1_500_000_000 ? 'id' : 'quota'), '>', 0),
    );
    await expect(async () => shaped(ctx.db, 'x', { n: 1 })).rejects.toThrow(/SQL depends on the values/);
  });
});

describe('a LIMIT and OFFSET (kinds limit and offset)', () => {
  const page = reusableQuery(
    { name: 'string', limit: 'limit', skip: 'offset' },
    (db: Executor, p: { name: string; limit: number; skip: number }) =>
      db
        .selectFrom('events')
        .select('id')
        .where('name', '=', p.name)
        .orderBy('id')
        .limit(p.limit)
        .offset(p.skip),
  );

  it('pages as Kysely does, each page with its own numbers', async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push((await createEvent(ctx, { name: 'Reuni Halaman' })).id);
    const ids = async (limit: number, skip: number) =>
      (await page(ctx.db, 'x', { name: 'Reuni Halaman', limit, skip })).map((r) => r.id);
    expect(await ids(2, 0)).toEqual(made.slice(0, 2));
    expect(await ids(2, 2)).toEqual(made.slice(2, 4));
    expect(await ids(2, 4)).toEqual(made.slice(4));
    expect(await ids(10, 0)).toEqual(made);
    expect(await ids(0, 0)).toEqual([]);
    expect(await ids(3, 7)).toEqual([]);
    // Both numbers in the text (docs/decisions/038 "Measured"); on PostgreSQL for the first WRITTEN_PAGES_MAX
    // pairs of a statement, then bound (docs/decisions/033 "Eighteenth step").
    const spy = vi.spyOn(ctx.db, 'executeQuery');
    const sent = () => spy.mock.calls.at(-1)?.[0] as CompiledQuery | undefined;
    try {
      await ids(2, 4);
      expect(sent()?.sql).toMatch(/ order by "id" limit 2 offset 4$/);
      expect(sent()?.parameters).toEqual(['Reuni Halaman']);
      for (let skip = 0; skip <= WRITTEN_PAGES_MAX; skip += 1) await ids(1, skip);
      if (ctx.database.dialect === 'sqlite') {
        expect(sent()?.sql).toMatch(/limit 1 offset 64$/);
        expect(sent()?.parameters).toEqual(['Reuni Halaman']);
      } else {
        expect(sent()?.sql).toMatch(/= \$1 order by "id" limit \$2 offset \$3$/);
        expect(sent()?.parameters).toEqual(['Reuni Halaman', 1, WRITTEN_PAGES_MAX]);
        // A pair written before stays written.
        await ids(2, 4);
        expect(sent()?.sql).toMatch(/limit 2 offset 4$/);
      }
    } finally {
      spy.mockRestore();
    }
    // Bound or written, the same rows.
    expect(await ids(1, 1)).toEqual(made.slice(1, 2));
    expect(await ids(1, WRITTEN_PAGES_MAX)).toEqual([]);
  });

  it('refuses a value that is no row count, on both databases', async () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 60]) {
      await expect(async () =>
        page(ctx.db, 'x', { name: 'Reuni Halaman', limit: bad, skip: 0 }),
      ).rejects.toThrow(/not a row count/);
    }
    await expect(async () =>
      page(ctx.db, 'x', {
        name: 'Reuni Halaman',
        limit: 1,
        skip: '1; drop table events' as unknown as number,
      }),
    ).rejects.toThrow(/not a row count/);
  });
});
