import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { mergeEventNameIndex } from './event-name-index.service.ts';

/**
 * SQLite's event name index merged into one b-tree (docs/decisions/047): events named one per transaction leave
 * the FTS5 index in several segments; the merge (at start, and by the jobs) leaves one, and every search finds
 * what it found before, renamed and removed events included. On PostgreSQL it does nothing.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function found(term: string): Promise<number[]> {
  const res = await ctx.app.inject({ url: `/api/v1/event?limit=50&search=${encodeURIComponent(term)}` });
  expect(res.statusCode, term).toBe(200);
  return (res.json() as { result: { datas: { id: number }[] } }).result.datas
    .map((d) => d.id)
    .sort((a, b) => a - b);
}

/** The number of b-trees (segments) the SQLite index is stored in. */
async function segments(): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(distinct segid) as n from events_name_fts_idx`.execute(ctx.db);
  return Number(rows[0]?.n ?? 0);
}

describe('the event name index merged into one piece', () => {
  it('keeps every search’s answer while the index goes from several pieces to one', async () => {
    const names = ['Reuni Akbar Angkatan 86', 'Reuni Kecil di Bandung', 'Ziarah Guru', 'Jalan Sehat Reuni'];
    const made: number[] = [];
    for (const name of names) made.push((await createEvent(ctx, { name })).id);
    const [akbar, kecil, ziarah, sehat] = made as [number, number, number, number];
    // A rename and a removal, each its own transaction (the index follows them by trigger, migration 006).
    await ctx.db
      .updateTable('events')
      .set({ name: 'Ziarah dan Doa untuk Guru Reuni' })
      .where('id', '=', ziarah)
      .execute();
    await ctx.db.deleteFrom('events').where('id', '=', kecil).execute();
    const before = { reuni: await found('reuni'), guru: await found('guru'), none: await found('tidakada') };
    expect(before.reuni).toEqual([akbar, ziarah, sehat].sort((a, b) => a - b));
    expect(before.guru).toEqual([ziarah]);
    expect(before.none).toEqual([]);

    if (ctx.database.dialect === 'sqlite') expect(await segments()).toBeGreaterThan(1);
    await mergeEventNameIndex(ctx.database);
    if (ctx.database.dialect === 'sqlite') expect(await segments()).toBe(1);
    expect({ reuni: await found('reuni'), guru: await found('guru'), none: await found('tidakada') }).toEqual(
      before,
    );

    // Merging an index already in one piece changes nothing; the job does the same.
    await ctx.app.nameIndexJob.runOnce();
    if (ctx.database.dialect === 'sqlite') expect(await segments()).toBe(1);
    expect(await found('reuni')).toEqual(before.reuni);
    // An event named after the merge is found at once, before the next one.
    const later = (await createEvent(ctx, { name: 'Reuni Susulan' })).id;
    expect(await found('reuni')).toEqual([...before.reuni, later].sort((a, b) => a - b));
  });
});
