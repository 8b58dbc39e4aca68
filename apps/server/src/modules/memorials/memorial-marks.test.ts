import { MEMORIAL_MSG } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';
import { livingMember } from '../users/deceased.service.ts';

/**
 * 'In Memoriam' (docs/decisions/024), the remainder: the `deceased` flag behind the discreet memorial mark on
 * participant lists and comments (nothing private added for visitors), the committee's bulk actions that leave
 * memorials out, the shared "can still be reached" predicate, and undoing a mark.
 */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let member: Login;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Kenangan' });
  member = await loginAs(ctx, 'ROLE_USER', { name: 'Pembaca Daftar' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const mark = (u: User, deceased: boolean, date: string | null = '12/03/2026') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/user/${u.id}/deceased`,
    headers: admin.headers,
    payload: { deceased, date },
  });

describe('the memorial flag on past participant lists and comments', () => {
  let gone: User;
  let friend: User;
  let eventId: number;
  beforeAll(async () => {
    gone = await createUser(ctx, { name: 'Bambang Kenangan', username: 'bambang_kenang' });
    friend = await createUser(ctx, { name: 'Sahabat Bambang', username: 'bambang_sahabat' });
    const past = await createEvent(ctx, {
      name: 'Reuni Lalu Kenangan',
      start_date: new Date(Date.now() - 72 * HOUR).toISOString(),
      end_date: new Date(Date.now() - 70 * HOUR).toISOString(),
    });
    eventId = past.id;
    await addParticipant(ctx, past.id, gone.id);
    await addParticipant(ctx, past.id, friend.id);
    // Comments written while alive: a thread by him and a reply by him under his friend's.
    const post = (who: User, content: string, parentCommentId: number | null = null) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/comment',
        headers: authHeader(ctx, who),
        payload: { eventId: past.id, content, parentCommentId },
      });
    const own = await post(gone, 'Sampai jumpa di reuni berikutnya!');
    expect(own.statusCode, own.body).toBeLessThan(300);
    const theirs = await post(friend, 'Terima kasih panitia.');
    await post(gone, 'Setuju, luar biasa.', theirs.json().result.id);
    expect((await mark(gone, true)).statusCode).toBe(200);
  });

  const participants = (headers: Record<string, string>, name?: string) =>
    get(
      `/api/v1/event-participant/get-current?eventId=${eventId}&offset=1&limit=10${name ? `&name=${name}` : ''}`,
      headers,
    );

  it('members, admins (attendance list and check-in) and a name search see who has passed away', async () => {
    for (const headers of [member.headers, admin.headers]) {
      const res = await participants(headers);
      expect(res.statusCode).toBe(200);
      const byName = Object.fromEntries(
        res
          .json()
          .result.participants.map((p: { username: string; deceased: boolean }) => [p.username, p.deceased]),
      );
      expect(byName).toEqual({ bambang_kenang: true, bambang_sahabat: false });
    }
    const searched = await participants(member.headers, 'bambang_k');
    expect(searched.json().result.participants).toEqual([
      expect.objectContaining({ username: 'bambang_kenang', deceased: true }),
    ]);
  });

  it('visitors get the flag and nothing more (the memorial itself is public): the same fields as before', async () => {
    const res = await participants({});
    expect(res.statusCode).toBe(200);
    const first = res.json().result.participants[0];
    expect(Object.keys(first).sort()).toEqual(
      // 'companions' ('+2', docs/decisions/031-companions.md) is a count, never the names.
      ['companions', 'deceased', 'id', 'isCreator', 'name', 'order', 'picture', 'username'].sort(),
    );
    expect(first).toMatchObject({ username: 'bambang_kenang', deceased: true });
  });

  it('comments and replies by him carry the flag; everyone else’s do not', async () => {
    // Comments are for signed-in members (docs/spec.md §6): visitors get 401 as before.
    expect((await get(`/api/v2/comment?eventId=${eventId}&offset=1&limit=100`)).statusCode).toBe(401);
    for (const headers of [member.headers, admin.headers]) {
      const res = await get(`/api/v2/comment?eventId=${eventId}&offset=1&limit=100`, headers);
      expect(res.statusCode).toBe(200);
      const threads = res.json().result.datas as {
        username: string;
        deceased: boolean;
        replies: { username: string; deceased: boolean }[];
      }[];
      const all = threads.flatMap((t) => [t, ...t.replies]).map((c) => [c.username, c.deceased]);
      expect(all).toEqual(
        expect.arrayContaining([
          ['bambang_kenang', true],
          ['bambang_sahabat', false],
        ]),
      );
      expect(all.filter(([u]) => u === 'bambang_kenang')).toHaveLength(2);
      expect(all.every(([u, d]) => (u === 'bambang_kenang') === d)).toBe(true);
    }
  });

  it('undoing the mark removes the flag again', async () => {
    expect((await mark(gone, false, null)).statusCode).toBe(200);
    const res = await participants(member.headers);
    expect(res.json().result.participants.every((p: { deceased: boolean }) => !p.deceased)).toBe(true);
    const comments = await get(`/api/v2/comment?eventId=${eventId}&offset=1&limit=100`, member.headers);
    expect(comments.json().result.datas.every((c: { deceased: boolean }) => !c.deceased)).toBe(true);
    expect((await mark(gone, true)).statusCode).toBe(200);
  });
});

describe("the committee's bulk actions on the user list", () => {
  let gone: User;
  let living: User;
  beforeAll(async () => {
    gone = await createUser(ctx, { name: 'Ratna Kenangan', username: 'massal_ratna', password: null });
    living = await createUser(ctx, { name: 'Ratna Hidup', username: 'massal_rina', password: null });
    expect((await mark(gone, true, null)).statusCode).toBe(200);
  });

  it('the admin list still shows the account, flagged; the "Belum aktif" list leaves it out', async () => {
    const all = await get('/api/v1/user?offset=1&limit=10&username=massal_', admin.headers);
    const rows = all.json().result.datas as { username: string; deceased: boolean }[];
    expect(rows.map((r) => [r.username, r.deceased]).sort()).toEqual([
      ['massal_ratna', true],
      ['massal_rina', false],
    ]);
    const inactive = await get(
      '/api/v1/user?offset=1&limit=10&status=inactive&username=massal_',
      admin.headers,
    );
    expect(inactive.json().result.total).toBe(1);
    expect(inactive.json().result.datas.map((r: { username: string }) => r.username)).toEqual([
      'massal_rina',
    ]);
    // Members never get the flag (their rows are the public ones, and the account is not listed at all).
    const forMember = await get('/api/v1/user?offset=1&limit=10&username=massal_', member.headers);
    expect(forMember.json().result.datas).toEqual([
      { id: living.id, name: 'Ratna Hidup', username: 'massal_rina', picture: null },
    ]);
  });

  it('a bulk delete holding a memorial is refused whole (409), deleting nothing; members get 403', async () => {
    const other = await createUser(ctx, { username: 'massal_lain' });
    const put = (headers: Record<string, string>, userIds: number[]) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/user/delete', headers, payload: { userIds } });
    expect((await put(member.headers, [other.id])).statusCode).toBe(403);
    expect((await put({}, [other.id])).statusCode).toBe(401);
    const refused = await put(admin.headers, [other.id, gone.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MEMBER_DECEASED', message: MEMORIAL_MSG.notInBulk });
    const still = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [other.id, gone.id])
      .execute();
    expect(still).toHaveLength(2);
    const ok = await put(admin.headers, [other.id]);
    expect(ok.json()).toEqual({ result: { deleted: 1 } });
  });

  it('"Kirim Undangan" to the whole "Belum aktif" list and to a selection skips the memorial', async () => {
    const send = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/user/invitations', headers: admin.headers, payload });
    expect((await send({ all: true, username: 'massal_' })).json().result.invited).toBe(1);
    expect((await send({ userIds: [gone.id] })).json().result.invited).toBe(0);
    const rows = await ctx.db.selectFrom('invitations').select('id').where('user_id', '=', gone.id).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('livingMember, the shared "can still be reached" predicate of the users module', () => {
  it('keeps the living and leaves out those who have passed away, with or without a table alias', async () => {
    const gone = await createUser(ctx, { username: 'predikat_pergi' });
    const here = await createUser(ctx, { username: 'predikat_ada' });
    expect((await mark(gone, true, null)).statusCode).toBe(200);
    const plain = await ctx.db
      .selectFrom('users')
      .select('username')
      .where('username', 'like', 'predikat_%')
      .where(livingMember())
      .execute();
    expect(plain.map((r) => r.username)).toEqual([here.username]);
    const aliased = await ctx.db
      .selectFrom('users as u')
      .select('u.username')
      .where('u.username', 'like', 'predikat_%')
      .where(livingMember('u.deceased'))
      .execute();
    expect(aliased.map((r) => r.username)).toEqual([here.username]);
  });
});

describe('undoing a mark: the account is reachable again', () => {
  it('mention suggestions, notifications, mails and invitations reach it once more; released seats stay released', async () => {
    const back = await createUser(ctx, { name: 'Keliru Ditandai', username: 'keliru_tanda', password: null });
    const event = await createEvent(ctx, { name: 'Acara Mendatang Keliru', quota: 5 });
    await addParticipant(ctx, event.id, back.id);
    expect((await mark(back, true)).json().result.released).toBe(1);
    const suggest = () =>
      get('/api/v1/user?offset=0&limit=5&username=keliru_', member.headers).then((r) =>
        r.json().result.datas.map((u: { username: string }) => u.username),
      );
    expect(await suggest()).toEqual([]);

    const undo = await mark(back, false, null);
    expect(undo.json().result).toEqual({ id: back.id, deceased: false, deceasedDate: null, released: 0 });
    expect(await suggest()).toEqual(['keliru_tanda']);
    // The seat is not given back (docs/decisions/024).
    const seat = await ctx.db
      .selectFrom('event_participants')
      .select('id')
      .where('event_id', '=', event.id)
      .where('user_id', '=', back.id)
      .execute();
    expect(seat).toHaveLength(0);

    // A mention notifies again.
    const talk = await createEvent(ctx, { name: 'Acara Obrolan Keliru' });
    await addParticipant(ctx, talk.id, member.user.id);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/comment',
      headers: member.headers,
      payload: { eventId: talk.id, content: 'Halo @keliru_tanda', parentCommentId: null },
    });
    expect(
      (await notificationsOf(ctx, back.id)).some((n) => n.content.includes('Acara Obrolan Keliru')),
    ).toBe(true);
    // And the committee may invite again.
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/invitations',
      headers: admin.headers,
      payload: { userIds: [back.id] },
    });
    expect(invited.json().result.invited).toBe(1);
    const queued = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('user_id', '=', back.id)
      .where('status', '=', 'queued')
      .execute();
    expect(queued.length).toBeGreaterThan(0);
  });
});

describe('a published Kabar Duka reaches every living member, never a memorial', () => {
  it('no in-app notice and no mail for the account of a classmate who has passed away', async () => {
    const gone = await createUser(ctx, { name: 'Sudah Berpulang Duka', username: 'duka_pergi' });
    const here = await createUser(ctx, { name: 'Masih Ada Duka', username: 'duka_ada' });
    expect((await mark(gone, true, null)).statusCode).toBe(200);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/death-notice',
      headers: member.headers,
      payload: {
        deceasedName: 'Ibunda Kenangan',
        relation: 'Ibunda dari Sari (IPS 1)',
        diedOn: '20/11/2026',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/death-notice/${sent.json().result.id}/confirm`,
      headers: admin.headers,
      payload: { wording: 'NEUTRAL' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await notificationsOf(ctx, gone.id)).length).toBe(0);
    expect((await notificationsOf(ctx, here.id)).some((n) => n.content.includes('Ibunda Kenangan'))).toBe(
      true,
    );
    const mails = await ctx.db
      .selectFrom('outbox')
      .select(['to_address', 'user_id'])
      .where('subject', 'like', '%Ibunda Kenangan%')
      .execute();
    expect(mails.some((m) => m.user_id === here.id)).toBe(true);
    expect(mails.some((m) => m.user_id === gone.id || m.to_address === gone.email)).toBe(false);
  });
});
