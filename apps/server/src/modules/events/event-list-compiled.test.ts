import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createCategory, createEvent, createGroup } from '../../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';

/**
 * The event list, its search and 'Riwayat Acara' run one statement compiled once per shape (db/reusable-query.ts,
 * docs/decisions/033 "Third step"): every shape (viewer kind, which filters, the search and how it is asked, the
 * sort, paging, past the last page) answers exactly what the filters and the sort say, worked out here in plain
 * code from the events this file made; one shape asked twice with other values never carries the first values.
 */
let ctx: TestContext;
let member: { user: { id: number }; headers: Record<string, string> };
let admin: Record<string, string>;
let other: { user: { id: number }; headers: Record<string, string> };

interface Made {
  id: number;
  name: string;
  status: string;
  deleted: number;
  categoryId: number | null;
  groupId: number | null;
  userId: number | null;
  start: string;
  end: string;
  created: string;
}
const made: Made[] = [];
let catA: number;
let catB: number;
let group: number;

// Distinct first letters: the name order is the same under any collation (PostgreSQL's may skip spaces).
const NAMES = [
  'Arisan Reuni Temu Kangen',
  'Bakti Sosial Reuni',
  'Camping Reuni Temu Kangen Bandung',
  'Doa Bersama',
  'Edukasi Reuni Temu Kangen',
  'Futsal Alumni',
  'Gathering Reuni Akbar',
  'Halalbihalal Temu Kangen Reuni',
  'Istighosah Bersama',
  'Jalan Sehat Reuni Temu Kangen',
  'Karaoke Ba 100% Reuni',
  'Lomba Masak Bareng',
  'Makan Malam Reuni Temu Kangen',
  'Nonton Bareng',
];

const DAY = 24 * 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext({ config: { readCacheTtlMs: 0 } });
  member = await loginAs(ctx, 'ROLE_USER', { name: 'Anggota Daftar' });
  other = await loginAs(ctx, 'ROLE_USER', { name: 'Anggota Lain' });
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
  catA = (await createCategory(ctx)).id;
  catB = (await createCategory(ctx)).id;
  group = (await createGroup(ctx)).id;
  for (const [i, name] of NAMES.entries()) {
    // Some finished (past, or EXPIRED), some upcoming; start dates all different, in no order of creation.
    const start = new Date(Date.now() + (((i * 7) % 15) - 5) * DAY + i * 60_000);
    const row = await createEvent(ctx, {
      name,
      status: i % 5 === 1 ? 'DRAFT' : i % 5 === 3 ? 'EXPIRED' : 'PUBLISH',
      deleted: i === 12 ? 1 : 0,
      event_category_id: i % 3 === 0 ? catB : catA,
      event_group_id: i % 4 === 0 ? null : group,
      user_id: i % 2 === 0 ? member.user.id : other.user.id,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    });
    made.push({
      id: row.id,
      name,
      status: row.status,
      deleted: row.deleted,
      categoryId: row.event_category_id,
      groupId: row.event_group_id,
      userId: row.user_id,
      start: row.start_date,
      end: row.end_date,
      created: row.created_at,
    });
  }
});
afterAll(() => ctx.close());

type Viewer = 'guest' | 'member' | 'admin';
const headersOf = (v: Viewer) => (v === 'guest' ? {} : v === 'member' ? member.headers : admin);

interface Query {
  status?: string;
  categoryId?: number;
  groupId?: number;
  userId?: number;
  excludeId?: number;
  search?: string;
  sortBy?: 'createdDate' | 'name' | 'startDate' | 'upcoming';
  sortValue?: 'ASC' | 'DESC';
}

const finished = (e: Made, nowMs: number) => e.status === 'EXPIRED' || Date.parse(e.end) <= nowMs;

/** What GET /event must answer, from the rules (spec: DRAFT for admins only; docs/decisions/025 'upcoming'). */
function expected(viewer: Viewer, q: Query): number[] {
  const nowMs = Date.now();
  const rows = made.filter(
    (e) =>
      e.deleted === 0 &&
      (viewer === 'admin' || e.status !== 'DRAFT') &&
      (q.status === undefined || e.status === q.status) &&
      (q.categoryId === undefined || e.categoryId === q.categoryId) &&
      (q.groupId === undefined || e.groupId === q.groupId) &&
      (q.userId === undefined || e.userId === q.userId) &&
      (q.excludeId === undefined || e.id !== q.excludeId) &&
      (q.search === undefined || e.name.toLowerCase().includes(q.search.toLowerCase())),
  );
  const by = q.sortBy ?? 'createdDate';
  const sign = (q.sortValue ?? 'DESC') === 'ASC' ? 1 : -1;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort((a, b) => {
    if (by === 'upcoming') {
      const fa = finished(a, nowMs);
      const fb = finished(b, nowMs);
      if (fa !== fb) return fa ? 1 : -1;
      return (fa ? -cmp(a.start, b.start) : cmp(a.start, b.start)) || cmp(a.id, b.id);
    }
    const key = (e: Made) =>
      by === 'name' ? e.name.toLowerCase() : by === 'startDate' ? e.start : e.created;
    return sign * (cmp(key(a), key(b)) || cmp(a.id, b.id));
  });
  return rows.map((e) => e.id);
}

async function ask(viewer: Viewer, q: Query, page?: { offset: number; limit: number }) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...(page ?? { limit: 50 }) })) {
    if (v !== undefined) params.set(k, String(v));
  }
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/event?${params.toString()}`,
    headers: headersOf(viewer),
  });
  expect(res.statusCode, params.toString()).toBe(200);
  const body = res.json() as {
    result: { total: number; datas: { id: number; description: string | null }[] };
  };
  return body.result;
}

const VIEWERS: Viewer[] = ['guest', 'member', 'admin'];
// One word, three words (one phrase: a substring of the name), shorter than a trigram (a scan on SQLite),
// and LIKE's wildcards as plain text.
const SEARCHES = [undefined, 'reuni', 'REUNI temu kangen', 'ba', '100%'];

describe('GET /event compiled once per shape', () => {
  it('answers every combination of filters and search, per viewer, as the rules say', async () => {
    const statuses = [undefined, 'PUBLISH', 'EXPIRED', 'DRAFT'];
    let asked = 0;
    let nonEmpty = 0;
    for (const viewer of VIEWERS) {
      for (const status of statuses) {
        for (const search of SEARCHES) {
          for (let mask = 0; mask < 16; mask++) {
            const q: Query = {
              status,
              search,
              categoryId: mask & 1 ? catA : undefined,
              groupId: mask & 2 ? group : undefined,
              userId: mask & 4 ? member.user.id : undefined,
              excludeId: mask & 8 ? made[4]?.id : undefined,
            };
            const want = expected(viewer, q);
            const got = await ask(viewer, q);
            expect(
              got.datas.map((d) => d.id),
              JSON.stringify({ viewer, q }),
            ).toEqual(want);
            expect(got.total, JSON.stringify({ viewer, q })).toBe(want.length);
            asked += 1;
            if (want.length > 0) nonEmpty += 1;
          }
        }
      }
    }
    expect(asked).toBe(3 * 4 * 5 * 16);
    // The data makes most shapes non-trivial.
    expect(nonEmpty).toBeGreaterThan(asked / 3);
  });

  it('pages every sort in both directions, totals past the last page included', async () => {
    for (const viewer of VIEWERS) {
      for (const search of [undefined, 'reuni']) {
        for (const sortBy of ['createdDate', 'name', 'startDate', 'upcoming'] as const) {
          for (const sortValue of ['ASC', 'DESC'] as const) {
            const q: Query = { search, sortBy, sortValue };
            const want = expected(viewer, q);
            const pages = Math.ceil(want.length / 3);
            const seen: number[] = [];
            for (let offset = 1; offset <= pages + 1; offset++) {
              const got = await ask(viewer, q, { offset, limit: 3 });
              expect(got.total, JSON.stringify({ viewer, q, offset })).toBe(want.length);
              seen.push(...got.datas.map((d) => d.id));
            }
            expect(seen, JSON.stringify({ viewer, q })).toEqual(want);
          }
        }
      }
    }
  });

  it('gives the description to signed-in viewers only, whichever shape was compiled first', async () => {
    for (const viewer of ['member', 'guest', 'admin', 'guest'] as const) {
      const got = await ask(viewer, { search: 'doa' });
      expect(got.datas.map((d) => d.id)).toEqual([made[3]?.id]);
      expect(got.datas[0]?.description).toBe(
        viewer === 'guest' ? null : 'Reuni dan temu kangen angkatan 86.',
      );
    }
  });

  it('one shape asked with other values answers for those values', async () => {
    // Same shape (category filter, one-word search), values alternating: no value sticks to the compiled query.
    for (const [categoryId, search] of [
      [catA, 'reuni'],
      [catB, 'bersama'],
      [catA, 'kangen'],
      [catB, 'reuni'],
    ] as const) {
      const q: Query = { categoryId, search };
      expect((await ask('member', q)).datas.map((d) => d.id)).toEqual(expected('member', q));
    }
  });
});

describe('Riwayat Acara compiled once per shape', () => {
  it('one’s own history has the waitlist too; another member’s only registrations', async () => {
    const seat = made[0] as Made;
    const waiting = made[2] as Made;
    const draft = made[1] as Made;
    await addParticipant(ctx, seat.id, other.user.id);
    await addParticipant(ctx, draft.id, other.user.id);
    await ctx.db
      .insertInto('event_waitlist')
      .values({ event_id: waiting.id, user_id: other.user.id, created_at: new Date().toISOString() })
      .execute();
    const ordered = (ids: Made[]) => {
      const nowMs = Date.now();
      return [...ids]
        .sort((a, b) => {
          const fa = finished(a, nowMs);
          const fb = finished(b, nowMs);
          if (fa !== fb) return fa ? 1 : -1;
          return (fa ? b.start.localeCompare(a.start) : a.start.localeCompare(b.start)) || a.id - b.id;
        })
        .map((e) => e.id);
    };
    const ids = async (url: string, headers: Record<string, string>) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      const result = (res.json() as { result: { total: number; datas: { id: number }[] } }).result;
      expect(result.total).toBe(result.datas.length);
      return result.datas.map((d) => d.id);
    };
    expect(await ids('/api/v1/event/event-by-participant', other.headers)).toEqual(ordered([seat, waiting]));
    const byUser = `/api/v1/event-participant/get-by-user?userId=${other.user.id}`;
    expect(await ids(byUser, {})).toEqual(ordered([seat]));
    expect(await ids(byUser, member.headers)).toEqual(ordered([seat]));
    expect(await ids(byUser, admin)).toEqual(ordered([seat, draft]));
    expect(await ids(byUser, other.headers)).toEqual(ordered([seat, waiting]));
    // The member who registered for nothing: the same shape, another value.
    expect(await ids(`/api/v1/event-participant/get-by-user?userId=${member.user.id}`, {})).toEqual([]);
  });
});
