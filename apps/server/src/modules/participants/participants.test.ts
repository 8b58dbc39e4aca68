import { EVENT_NOT_FOUND, PARTICIPANTS_NEED_LOGIN } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';

/** GET /event-participant/get-current and /get-by-user. */
let ctx: TestContext;
let member: Record<string, string>;
let admin: Record<string, string>;
let event: { id: number };
type User = Awaited<ReturnType<typeof createUser>>;
let people: User[];

beforeAll(async () => {
  ctx = await createTestContext();
  member = (await loginAs(ctx)).headers;
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
  const names: [string, string][] = [
    ['Siti Rahma', 'siti86'],
    ['Agus Salim', 'agus_s'],
    ['Dewi Lestari', 'dewi'],
    ['Bambang Pamungkas', 'bambang'],
    ['Rahmat Hidayat', 'rahmat'],
  ];
  people = [];
  for (const [name, username] of names) people.push(await createUser(ctx, { name, username }));
  // The creator registers first; the rest follow in the listed order.
  event = await createEvent(ctx, { user_id: people[0]?.id });
  for (const p of people) await addParticipant(ctx, event.id, p.id);
});
afterAll(() => ctx.close());

const current = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/event-participant/get-current${query}`, headers });

type Row = {
  id: number;
  name: string;
  username: string;
  picture: string | null;
  order: number;
  isCreator: boolean;
};
async function ok(query: string, headers: Record<string, string> = {}) {
  const res = await current(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { participants: Row[]; total: number };
}

describe('GET /event-participant/get-current for members', () => {
  it('lists participants in registration order, numbered from 1, the creator marked', async () => {
    const result = await ok(`?eventId=${event.id}&offset=1&limit=10`, member);
    expect(result.total).toBe(5);
    expect(result.participants).toEqual(
      people.map((p, i) => ({
        id: p.id,
        name: p.name,
        username: p.username,
        picture: null,
        order: i + 1,
        isCreator: i === 0,
        deceased: false,
        // The party (docs/decisions/031-companions.md): everyone here comes alone.
        companions: 0,
      })),
    );
  });

  it('pages in SQL, keeping the numbering and the total', async () => {
    const result = await ok(`?eventId=${event.id}&offset=2&limit=2`, member);
    expect(result.total).toBe(5);
    expect(result.participants.map((p) => [p.order, p.id])).toEqual([
      [3, people[2]?.id],
      [4, people[3]?.id],
    ]);
    expect(await ok(`?eventId=${event.id}&offset=0&limit=2`, member)).toEqual(
      await ok(`?eventId=${event.id}&offset=1&limit=2`, member),
    );
    expect(await ok(`?eventId=${event.id}&offset=9&limit=2`, member)).toEqual({ participants: [], total: 5 });
  });

  it('searches name or username case-insensitively and keeps the true order numbers', async () => {
    const rahma = await ok(`?eventId=${event.id}&name=RAHM`, member);
    expect(rahma.total).toBe(2);
    expect(rahma.participants.map((p) => [p.order, p.username])).toEqual([
      [1, 'siti86'],
      [5, 'rahmat'],
    ]);
    const byUsername = await ok(`?eventId=${event.id}&name=agus_`, member);
    expect(byUsername.participants.map((p) => p.order)).toEqual([2]);
    const paged = await ok(`?eventId=${event.id}&name=rahm&offset=2&limit=1`, member);
    expect(paged).toMatchObject({ total: 2, participants: [{ order: 5, isCreator: false }] });
  });

  it('treats wildcards and hostile text in the search as plain text', async () => {
    // '_' as a LIKE wildcard would match everyone; as text it matches only the literal underscore.
    expect((await ok(`?eventId=${event.id}&name=_`, member)).participants.map((p) => p.username)).toEqual([
      'agus_s',
    ]);
    for (const text of ['%', '%%', "'; drop table users;--", '<script>alert(1)</script>']) {
      expect(await ok(`?eventId=${event.id}&name=${encodeURIComponent(text)}`, member), text).toEqual({
        participants: [],
        total: 0,
      });
    }
  });

  it('shows admins DRAFT events participants; members get 404 for DRAFT, deleted and unknown events', async () => {
    const draft = await createEvent(ctx, { status: 'DRAFT' });
    await addParticipant(ctx, draft.id, people[1]?.id ?? 0);
    const gone = await createEvent(ctx, { deleted: 1 });
    expect((await ok(`?eventId=${draft.id}`, admin)).total).toBe(1);
    for (const id of [draft.id, gone.id, 424242]) {
      const res = await current(`?eventId=${id}`, member);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
    expect((await current(`?eventId=${gone.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a missing or malformed event id', async () => {
    const cases: [string, string][] = [
      ['', 'ID acara harus diisi'],
      ['?eventId=', 'ID acara harus diisi'],
      ['?eventId=abc', 'ID acara tidak valid'],
      ['?eventId=0', 'ID acara tidak valid'],
      [`?eventId=${event.id}&limit=-5`, 'Batas (limit) harus berupa angka 0 atau lebih'],
      [`?eventId=${event.id}&name=${'x'.repeat(101)}`, 'Nama peserta maksimal 100 karakter'],
    ];
    for (const [query, message] of cases) {
      const res = await current(query, member);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });
});

describe('GET /event-participant/get-current for visitors', () => {
  it('gives at most the first three, whatever limit or page is asked, with the full total', async () => {
    for (const q of ['', '&limit=10', '&offset=2&limit=3', '&limit=99999']) {
      const result = await ok(`?eventId=${event.id}${q}`);
      expect(result.total, q).toBe(5);
      expect(
        result.participants.map((p) => p.order),
        q,
      ).toEqual([1, 2, 3]);
    }
    expect((await ok(`?eventId=${event.id}&limit=1`)).participants).toHaveLength(1);
  });

  it('refuses a visitor searching by name', async () => {
    const res = await current(`?eventId=${event.id}&name=siti`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: PARTICIPANTS_NEED_LOGIN, code: 'LOGIN_REQUIRED' });
  });

  it('hides DRAFT events from visitors too', async () => {
    const draft = await createEvent(ctx, { status: 'DRAFT' });
    expect((await current(`?eventId=${draft.id}`)).statusCode).toBe(404);
  });
});

describe('GET /event-participant/get-by-user', () => {
  const byUser = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/event-participant/get-by-user${query}`, headers });

  it("lists a member's events upcoming first by start, then finished ones latest first, 10 per page", async () => {
    const joiner = await createUser(ctx);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    // Registered in this order; each is [days from now to its start, status].
    const plan: [number, 'PUBLISH' | 'EXPIRED'][] = [
      [-20, 'PUBLISH'],
      [40, 'PUBLISH'],
      [-5, 'PUBLISH'],
      [10, 'PUBLISH'],
      [20, 'EXPIRED'],
      [3, 'PUBLISH'],
      [50, 'PUBLISH'],
      [60, 'PUBLISH'],
      [70, 'PUBLISH'],
      [80, 'PUBLISH'],
      [90, 'PUBLISH'],
      [-1, 'PUBLISH'],
    ];
    const events: { id: number }[] = [];
    for (const [days, status] of plan) {
      const e = await createEvent(ctx, { start_date: at(days), end_date: at(days + 0.1), status });
      await addParticipant(ctx, e.id, joiner.id);
      events.push(e);
    }
    const id = (i: number) => events[i]?.id;
    const res = await byUser(`?userId=${joiner.id}`);
    expect(res.statusCode).toBe(200);
    const { total, datas } = res.json().result;
    expect(total).toBe(12);
    // Upcoming by start (3, 10, 40 ... 90 days), then the finished: the EXPIRED one starts latest, then -1, -5, -20.
    expect(datas.map((d: { id: number }) => d.id)).toEqual([5, 3, 1, 6, 7, 8, 9, 10, 4, 11].map(id));
    expect(datas.map((d: { isFinished: boolean }) => d.isFinished)).toEqual([
      ...Array(8).fill(false),
      true,
      true,
    ]);
    const page2 = (await byUser(`?userId=${joiner.id}&offset=2`)).json().result;
    expect(page2.datas.map((d: { id: number }) => d.id)).toEqual([id(2), id(0)]);
  });

  it("shows one's own waitlisted events with the place in line, and never to others", async () => {
    const joiner = await createUser(ctx);
    const seated = await createUser(ctx);
    const ahead = await createUser(ctx);
    const full = await createEvent(ctx, { quota: 1 });
    await addParticipant(ctx, full.id, seated.id);
    for (const u of [ahead, joiner]) {
      await ctx.db
        .insertInto('event_waitlist')
        .values({ event_id: full.id, user_id: u.id, created_at: new Date().toISOString() })
        .execute();
    }
    const mine = await createEvent(ctx);
    await addParticipant(ctx, mine.id, joiner.id);
    const own = authHeader(ctx, joiner);
    const result = (await byUser(`?userId=${joiner.id}`, own)).json().result;
    expect(result.total).toBe(2);
    const byId = new Map(result.datas.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(full.id)).toMatchObject({ waitlistPosition: 2 });
    expect(byId.get(mine.id)).toMatchObject({ waitlistPosition: null });
    const joined = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/event/event-by-participant', headers: own })
    ).json().result;
    expect(joined.total).toBe(2);
    // Someone else (a member, an admin, a visitor) sees the seats only, and no place in line.
    for (const h of [{}, member, admin]) {
      const other = (await byUser(`?userId=${joiner.id}`, h)).json().result;
      expect(other.total).toBe(1);
      expect(other.datas[0].id).toBe(mine.id);
      expect(other.datas[0]).not.toHaveProperty('waitlistPosition');
    }
  });

  it('hides deleted events from everyone and DRAFT ones from all but admins', async () => {
    const joiner = await createUser(ctx);
    const shown = await createEvent(ctx);
    const draft = await createEvent(ctx, { status: 'DRAFT' });
    const gone = await createEvent(ctx, { deleted: 1 });
    for (const e of [shown, draft, gone]) await addParticipant(ctx, e.id, joiner.id);
    for (const h of [{}, member]) {
      expect((await byUser(`?userId=${joiner.id}`, h)).json().result).toMatchObject({
        total: 1,
        datas: [{ id: shown.id }],
      });
    }
    const asAdmin = (await byUser(`?userId=${joiner.id}`, admin)).json().result;
    expect(asAdmin.total).toBe(2);
    // (The order is the upcoming-first one tested above; both start about now + 30 days.)
    expect(asAdmin.datas.map((d: { id: number }) => d.id).sort()).toEqual([draft.id, shown.id].sort());
  });

  it('answers an empty list for a member with no events, and 400 for a bad user id', async () => {
    expect((await byUser('?userId=777777')).json()).toEqual({ result: { total: 0, datas: [] } });
    for (const [q, message] of [
      ['', 'ID pengguna harus diisi'],
      ['?userId=abc', 'ID pengguna tidak valid'],
    ]) {
      const res = await byUser(q ?? '');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
