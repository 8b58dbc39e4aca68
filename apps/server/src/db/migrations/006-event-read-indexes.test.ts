import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { down, up } from './006-event-read-indexes.ts';

/** Migration 006 on a database that already has events: the name index covers them from the start. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function search(term: string): Promise<number[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/event?search=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { datas: { id: number }[] } }).result.datas.map((d) => d.id);
}

describe('006-event-read-indexes', () => {
  it('indexes the names of events written before it, and those written after', async () => {
    await down(ctx.db);
    const before = await createEvent(ctx, { name: 'Halalbihalal Sebelum Migrasi' });
    await up(ctx.db);
    expect(await search('sebelum migrasi')).toEqual([before.id]);
    const after = await createEvent(ctx, { name: 'Halalbihalal Sesudah Migrasi' });
    expect((await search('halalbihalal')).sort((a, b) => a - b)).toEqual([before.id, after.id]);
  });

  it('goes down and up again cleanly, the answers unchanged', async () => {
    expect(await search('sesudah')).toHaveLength(1);
    await down(ctx.db);
    await up(ctx.db);
    expect(await search('sesudah')).toHaveLength(1);
  });
});
