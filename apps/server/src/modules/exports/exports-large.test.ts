import { PARTICIPANT_EXPORT_COLUMNS } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { EXPORT_PAGE_SIZE } from '../../lib/xlsx-export.ts';
import { participantExportPages } from '../participants/participants-export.service.ts';
import { userExportPages } from '../users/users-export.service.ts';
import { readXlsx } from './exports.test-support.ts';

/**
 * 20,000 participants (docs/decisions/015): the export works, and the database is read EXPORT_PAGE_SIZE rows at
 * a time (never the whole set in one result). Generated data, inserted in batches.
 */
const N = 20_000;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN');
  const event = await createEvent(ctx, { name: 'Reuni Raksasa' });
  eventId = event.id;
  const at = '2026-05-01T02:00:00.000Z';
  for (let start = 0; start < N; start += 500) {
    const users = Array.from({ length: Math.min(500, N - start) }, (_, i) => {
      const n = start + i;
      return {
        name: `Anggota Besar ${n}`,
        username: `besar_${n}`,
        email: `besar_${n}@example.com`,
        password_hash: null,
        phone_number: `08${String(n).padStart(10, '0')}`,
        role: 'ROLE_USER',
        created_at: at,
        updated_at: at,
      };
    });
    const ids = await ctx.db.insertInto('users').values(users).returning('id').execute();
    await ctx.db
      .insertInto('event_participants')
      .values(
        ids.map((u, i) => ({
          event_id: eventId,
          user_id: u.id,
          created_at: at,
          checked_in_at: (start + i) % 3 === 0 ? '2026-05-02T03:30:00.000Z' : null,
        })),
      )
      .execute();
  }
  await ctx.db.updateTable('events').set({ total_participant: N }).where('id', '=', eventId).execute();
}, 180_000);
afterAll(() => ctx.close());

describe('exports of 20,000 rows', () => {
  it('reads participants a page at a time, never all at once', async () => {
    const sizes: number[] = [];
    let last = 0;
    for await (const page of participantExportPages(ctx.db, eventId)) {
      sizes.push(page.length);
      // Registration order holds across pages.
      expect(page[0]?.id ?? 0).toBeGreaterThan(last);
      last = page[page.length - 1]?.id ?? last;
    }
    expect(sizes).toEqual(Array.from({ length: N / EXPORT_PAGE_SIZE }, () => EXPORT_PAGE_SIZE));
    let users = 0;
    for await (const page of userExportPages(ctx.db, { sortBy: 'all', username: 'besar_' })) {
      expect(page.length).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
      users += page.length;
    }
    expect(users).toBe(N);
  });

  it('streams all 20,000 participants into one .xlsx that SheetJS reads back', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/export/participants?eventId=${eventId}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(N + 1);
    expect(rows[0]).toEqual([...PARTICIPANT_EXPORT_COLUMNS]);
    expect(rows[1]).toEqual([
      'Anggota Besar 0',
      'besar_0',
      'besar_0@example.com',
      '080000000000',
      '01/05/2026 09:00',
      'Terdaftar',
      'Ya',
      '02/05/2026 10:30',
      '',
      '0',
      '',
      '1',
    ]);
    expect(rows[N]?.slice(0, 2)).toEqual([`Anggota Besar ${N - 1}`, `besar_${N - 1}`]);
    expect(rows.filter((r) => r[6] === 'Ya')).toHaveLength(Math.ceil(N / 3));
  }, 180_000);
});
