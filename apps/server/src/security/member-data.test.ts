import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  createBanner,
  createCategory,
  createEvent,
  createGroup,
} from '../../test/factories.ts';
import { authHeader, createTestContext, createUser, loginAs, type TestContext } from '../../test/helpers.ts';
import type { UserRow } from '../db/types.ts';

/**
 * No member-facing or public answer carries ANOTHER member's email, phone or address.
 * Budi (the other member) creates an event, joins it, comments and mentions the viewer; then every call a
 * visitor or a member can make is answered and its raw body scanned for Budi's private fields. Admin
 * answers may carry them, and the control test proves they do, so the scan is not looking for nothing.
 */

let ctx: TestContext;
let budi: UserRow;
let viewer: { user: UserRow; headers: Record<string, string> };
let adminHeaders: Record<string, string>;
let eventId: number;
let groupId: number;
let budiCommentId: number;

const SECRETS = {
  email: 'Budi.Rahasia@Contoh.id',
  phone_number: '+62 812-9999-0086',
  address: 'Jl. Kenanga Rahasia No. 86, Bandung',
};
/** Every spelling of the secrets that could show up in a body. */
const NEEDLES = [
  SECRETS.email,
  SECRETS.email.toLowerCase(),
  encodeURIComponent(SECRETS.email.toLowerCase()),
  SECRETS.phone_number,
  SECRETS.phone_number.replace(/\D/g, ''),
  SECRETS.address,
  'Kenanga Rahasia',
];

function expectNoSecrets(body: string, label: string) {
  for (const needle of NEEDLES) expect(body, `${label} leaks ${needle}`).not.toContain(needle);
}

beforeAll(async () => {
  ctx = await createTestContext();
  budi = await createUser(ctx, {
    name: 'Budi Santoso',
    username: 'budi86',
    ...SECRETS,
    high_school: 'SMA Negeri 3 Bandung',
    occupation: 'Arsitek',
    about: 'Suka reuni.',
  });
  viewer = await loginAs(ctx, 'ROLE_USER', { name: 'Siti Viewer', username: 'siti_viewer' });
  adminHeaders = (await loginAs(ctx, 'ROLE_ADMIN')).headers;

  const category = await createCategory(ctx);
  const group = await createGroup(ctx);
  groupId = group.id;
  const event = await createEvent(ctx, {
    name: 'Reuni Bandung',
    user_id: budi.id,
    event_category_id: category.id,
    event_group_id: group.id,
  });
  eventId = event.id;
  await addParticipant(ctx, eventId, budi.id);
  await createBanner(ctx, { redirect_url: String(eventId) });
  await createBanner(ctx, { placement: 'GALLERY', redirect_url: String(eventId) });

  // Budi comments and mentions the viewer: a notification from Budi reaches the viewer.
  const comment = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/comment',
    headers: authHeader(ctx, budi),
    payload: { eventId, content: 'Sampai jumpa di Bandung, @siti_viewer!', parentCommentId: null },
  });
  expect(comment.statusCode, comment.body).toBe(201);
  budiCommentId = comment.json().result.id;
});
afterAll(() => ctx.close());

describe('member data in member-facing answers', () => {
  it('control: an admin does see Budi’s email, phone and address (the secrets are really there)', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user?username=budi86',
      headers: adminHeaders,
    });
    expect(list.body).toContain(SECRETS.email);
    expect(list.body).toContain(SECRETS.phone_number);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/${budi.id}`,
      headers: adminHeaders,
    });
    expect(profile.body).toContain(SECRETS.address);
    // Budi himself sees his own.
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/budi86',
      headers: authHeader(ctx, budi),
    });
    expect(own.body).toContain(SECRETS.email);
  });

  it('no read a visitor or another member can make carries Budi’s email, phone or address', async () => {
    const reads = [
      '/api/v1/event',
      '/api/v1/event?limit=100&sortBy=createdDate',
      `/api/v1/event?userId=${budi.id}`,
      `/api/v1/event?groupId=${groupId}`,
      '/api/v1/event?search=Bandung',
      `/api/v1/event/${eventId}`,
      `/api/v1/event/${eventId}/ics`,
      `/api/v1/event-participant/get-current?eventId=${eventId}&offset=1&limit=10`,
      `/api/v1/event-participant/get-by-user?userId=${budi.id}`,
      '/api/v1/user',
      '/api/v1/user?offset=0&limit=5&username=budi',
      '/api/v1/user?limit=100',
      `/api/v1/user/${budi.id}`,
      '/api/v1/user/budi86',
      '/api/v1/user/@budi86',
      '/api/v1/banner?type=HEROES',
      '/api/v1/banner?type=GALLERY',
      '/api/v1/stats',
      '/api/v1/event-category?offset=0&limit=99999',
      '/api/v1/event-group?offset=0&limit=99999',
      `/api/v1/event-group/${groupId}`,
      '/api/v1/job',
    ];
    const memberOnly = [
      // Searching participants needs sign-in (visitors get 401).
      `/api/v1/event-participant/get-current?eventId=${eventId}&name=Budi`,
      `/api/v2/comment?eventId=${eventId}&offset=1&limit=10000`,
      '/api/v2/notification?offset=1&limit=5',
      '/api/v1/current-user',
    ];
    let answered = 0;
    for (const [who, headers] of [
      ['visitor', {}],
      ['member', viewer.headers],
    ] as const) {
      for (const url of who === 'member' ? [...reads, ...memberOnly] : reads) {
        const res = await ctx.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${who} ${url}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 200) answered += 1;
        expectNoSecrets(res.body, `${who} GET ${url}`);
      }
    }
    // The scan read real answers, not a row of refusals.
    expect(answered).toBe(reads.length * 2 + memberOnly.length);

    // Looking Budi up by his e-mail is no oracle either: the 404 of an unused address (docs/decisions/008).
    for (const headers of [{}, viewer.headers]) {
      const res = await ctx.app.inject({ url: `/api/v1/user/${encodeURIComponent(SECRETS.email)}`, headers });
      expect(res.statusCode).toBe(404);
      expectNoSecrets(res.body, 'GET /user/{email}');
    }
  });

  it('Budi still shows up where members meet him, by name and username only', async () => {
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/event/${eventId}`, headers: viewer.headers })
    ).json().result;
    expect(detail.user).toEqual({ id: budi.id, name: 'Budi Santoso', username: 'budi86', picture: null });
    const notes = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/notification?offset=1&limit=5',
      headers: viewer.headers,
    });
    expect(notes.json().result.total).toBeGreaterThan(0);
    expect(notes.body).toContain('Budi Santoso');
  });

  it('searching the member list for an email finds nobody (the search reads names and usernames only)', async () => {
    for (const headers of [{}, viewer.headers]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/user?username=${encodeURIComponent(SECRETS.email)}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ total: 0, datas: [] });
    }
  });

  it('no answer to a member’s own writes carries Budi’s email, phone or address', async () => {
    const writes: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/v1/event-participant/register',
        payload: { eventId },
      },
      {
        method: 'POST',
        url: '/api/v2/comment',
        payload: { eventId, content: 'Siap, @budi86!', parentCommentId: budiCommentId },
      },
      { method: 'POST', url: '/api/v2/notification/read', payload: { all: true } },
      {
        method: 'PUT',
        url: '/api/v1/user',
        payload: { name: 'Siti Viewer', about: 'Teman Budi.' },
      },
    ];
    for (const write of writes) {
      const res = await ctx.app.inject({ ...write, headers: viewer.headers });
      expect(res.statusCode, `${write.method} ${write.url}: ${res.body}`).toBeLessThan(300);
      expectNoSecrets(res.body, `${write.method} ${write.url}`);
    }
    // After the reply, the comment thread still carries Budi by name only.
    const thread = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/comment?eventId=${eventId}&offset=1&limit=10000`,
      headers: viewer.headers,
    });
    expect(thread.body).toContain('budi86');
    expectNoSecrets(thread.body, 'comment thread after the reply');
  });
});
