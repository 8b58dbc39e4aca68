import { CONTENT_MSG, UPLOAD_MESSAGES } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createCategory, createEvent, createGroup } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { NUL_MESSAGE } from '../../lib/nul-guard.ts';
import { makeImage, makeNoisePng, upload } from '../uploads/uploads.test-support.ts';

/** Back office 'Konten' (docs/decisions/021): POST/PUT/DELETE of categories, groups, banners, job types. */
let ctx: TestContext;
let clock = new Date('2026-11-26T05:00:00.000Z'); // 12:00 WIB
let admin: Awaited<ReturnType<typeof loginAs>>;
let member: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Konten' });
  member = await loginAs(ctx, 'ROLE_USER');
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: unknown,
  headers: Headers = {},
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const content = async () => (await call('GET', '/admin/content', undefined, admin.headers)).json().result;
const activity = () =>
  ctx.db.selectFrom('activity_logs').selectAll().where('module', '=', 'Konten').orderBy('id').execute();
/** Every table 'Konten' writes, whole: a refusal must leave all of them as they were. */
const snapshot = async () => ({
  categories: await ctx.db.selectFrom('event_categories').selectAll().orderBy('id').execute(),
  groups: await ctx.db.selectFrom('event_groups').selectAll().orderBy('id').execute(),
  banners: await ctx.db.selectFrom('banners').selectAll().orderBy('id').execute(),
  jobs: await ctx.db.selectFrom('job_types').selectAll().orderBy('id').execute(),
  events: await ctx.db.selectFrom('events').select(['id', 'event_category_id', 'event_group_id']).execute(),
  activity: (await activity()).length,
});

async function picture(kind: 'avatar' | 'event' | 'group' = 'event') {
  const [w, h] = kind === 'avatar' ? [200, 200] : kind === 'group' ? [800, 200] : [800, 450];
  const res = await upload(ctx, {
    file: { bytes: await makeImage(w, h) },
    fields: [['kind', kind]],
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json().result as string;
}

const WRITES: [string, string, unknown][] = [
  ['POST', '/event-category', { displayName: 'Diretas' }],
  ['PUT', '/event-category', { id: 1, displayName: 'Diretas' }],
  ['DELETE', '/event-category/1', undefined],
  ['POST', '/event-group', { name: 'x', displayName: 'x' }],
  ['PUT', '/event-group', { id: 1, name: 'x', displayName: 'x' }],
  ['DELETE', '/event-group/1', undefined],
  [
    'POST',
    '/banner',
    {
      placement: 'HEROES',
      bannerType: 'BANNER_EVENT',
      bannerUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
    },
  ],
  [
    'PUT',
    '/banner',
    {
      id: 1,
      placement: 'HEROES',
      bannerType: 'BANNER_EVENT',
      bannerUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
    },
  ],
  ['DELETE', '/banner/1', undefined],
  ['POST', '/job', { name: 'Diretas' }],
  ['PUT', '/job', { id: 1, name: 'Diretas' }],
  ['DELETE', '/job/1', undefined],
  ['GET', '/admin/content', undefined],
];

describe('access', () => {
  it.each(WRITES)(
    '%s %s refuses a visitor (401) and a member (403), changing nothing',
    async (method, url, body) => {
      await createCategory(ctx);
      await createGroup(ctx);
      await createBanner(ctx);
      await ctx.db
        .insertInto('job_types')
        .values({ name: `Pekerjaan ${url}${method}` })
        .execute();
      const before = await snapshot();
      const m = method as 'POST';
      expect((await call(m, url, body)).statusCode).toBe(401);
      const res = await call(m, url, body, member.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/[a-z]/);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('Kategori Acara', () => {
  it('adds, edits, hides, orders and deletes a category; each change in the activity log', async () => {
    const icon = await picture('avatar');
    const created = await call(
      'POST',
      '/event-category',
      { displayName: 'Arisan Keluarga', iconUrl: icon },
      admin.headers,
    );
    expect(created.statusCode).toBe(201);
    const cat = created.json().result;
    expect(cat).toMatchObject({
      name: 'arisan-keluarga',
      displayName: 'Arisan Keluarga',
      iconUrl: icon,
      hidden: false,
      usedBy: 0,
    });
    const list = async () =>
      (await call('GET', '/event-category')).json().result.datas.map((c: { id: number }) => c.id) as number[];
    expect((await list()).at(-1)).toBe(cat.id);

    // First place, then hidden from the public list.
    const first = await call(
      'PUT',
      '/event-category',
      { id: cat.id, displayName: 'Arisan', sortOrder: 1 },
      admin.headers,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ displayName: 'Arisan', sortOrder: 1, iconUrl: icon });
    expect((await list())[0]).toBe(cat.id);
    await call('PUT', '/event-category', { id: cat.id, displayName: 'Arisan', hidden: true }, admin.headers);
    expect(await list()).not.toContain(cat.id);
    expect((await content()).categories.find((c: { id: number }) => c.id === cat.id)).toMatchObject({
      hidden: true,
    });

    const del = await call('DELETE', `/event-category/${cat.id}`, undefined, admin.headers);
    expect(del.statusCode).toBe(200);
    expect(
      await ctx.db.selectFrom('event_categories').where('id', '=', cat.id).selectAll().execute(),
    ).toEqual([]);
    const rows = (await activity()).filter((r) => r.activity_info.includes('Arisan'));
    expect(rows.map((r) => r.action)).toEqual(['Tambah', 'Ubah', 'Ubah', 'Hapus']);
    expect(rows.every((r) => r.user_id === admin.user.id)).toBe(true);
  });

  it('refuses a category in use with how many use it, then moves them to another one on request', async () => {
    const used = await createCategory(ctx, { display_name: 'Dipakai' });
    const other = await createCategory(ctx, { display_name: 'Tujuan' });
    const events = [
      await createEvent(ctx, { event_category_id: used.id }),
      await createEvent(ctx, { event_category_id: used.id }),
    ];
    const before = await snapshot();
    const refused = await call('DELETE', `/event-category/${used.id}`, undefined, admin.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTENT_MSG.categoryInUse(2));
    expect(await snapshot()).toEqual(before);

    const same = await call(
      'DELETE',
      `/event-category/${used.id}?moveTo=${used.id}`,
      undefined,
      admin.headers,
    );
    expect(same.json().message).toBe(CONTENT_MSG.moveTargetSame);
    const unknown = await call(
      'DELETE',
      `/event-category/${used.id}?moveTo=999999`,
      undefined,
      admin.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CONTENT_MSG.moveTargetInvalid);
    expect(await snapshot()).toEqual(before);

    const moved = await call(
      'DELETE',
      `/event-category/${used.id}?moveTo=${other.id}`,
      undefined,
      admin.headers,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().result).toEqual({ id: used.id, moved: 2 });
    const after = await ctx.db
      .selectFrom('events')
      .select('event_category_id')
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    expect(after.every((e) => e.event_category_id === other.id)).toBe(true);
  });

  it.each([
    ['a duplicate name (any case)', async () => ({ displayName: 'duplikat' }), CONTENT_MSG.categoryTaken],
    ['a blank name', async () => ({ displayName: '   ' }), CONTENT_MSG.nameRequired],
    ['an oversize name', async () => ({ displayName: 'x'.repeat(61) }), CONTENT_MSG.tooLong(60)],
    [
      'a picture not stored here',
      async () => ({ displayName: 'Baru', iconUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' }),
      CONTENT_MSG.pictureInvalid,
    ],
    [
      'a picture on another site',
      async () => ({ displayName: 'Baru', iconUrl: 'https://evil.example/x.png' }),
      'Gambar tidak valid. Upload ulang gambar.',
    ],
    ['a NUL byte', async () => ({ displayName: 'Ba\u0000ru' }), NUL_MESSAGE],
  ])('refuses %s with an Indonesian 400, changing nothing', async (_l, body, message) => {
    await createCategory(ctx, { display_name: 'Duplikat', name: `dup-${Math.random()}` }).catch(
      () => undefined,
    );
    const before = await snapshot();
    const res = await call('POST', '/event-category', await body(), admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown id and a duplicate on edit', async () => {
    const a = await createCategory(ctx, { display_name: 'Satu Nama' });
    const before = await snapshot();
    const unknown = await call('PUT', '/event-category', { id: 999999, displayName: 'X' }, admin.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CONTENT_MSG.categoryNotFound);
    const del = await call('DELETE', '/event-category/999999', undefined, admin.headers);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(CONTENT_MSG.categoryNotFound);
    const other = await createCategory(ctx, { display_name: 'Nama Lain' });
    const dup = await call(
      'PUT',
      '/event-category',
      { id: other.id, displayName: 'SATU NAMA' },
      admin.headers,
    );
    expect(dup.json().message).toBe(CONTENT_MSG.categoryTaken);
    expect((await snapshot()).categories.find((c) => c.id === a.id)).toEqual(
      before.categories.find((c) => c.id === a.id),
    );
  });
});

describe('pictures through the upload pipeline', () => {
  it('refuses a non-image and an oversize file with Indonesian messages; nothing is stored', async () => {
    const text = await upload(ctx, {
      file: { bytes: Buffer.from('bukan gambar'), name: 'a.png', type: 'image/png' },
      fields: [['kind', 'event']],
      headers: admin.headers,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(UPLOAD_MESSAGES.invalid);
    const big = await upload(ctx, {
      file: { bytes: await makeNoisePng(6 * 1024 * 1024) },
      fields: [['kind', 'event']],
      headers: admin.headers,
    });
    expect([400, 413]).toContain(big.statusCode);
    expect(big.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe('Grup Acara', () => {
  it('adds with a 4:1 picture, edits, orders, refuses in use, deletes after moving', async () => {
    const image = await picture('group');
    const res = await call(
      'POST',
      '/event-group',
      { name: 'jalan-sehat', displayName: 'Jalan Sehat', imageUrl: image },
      admin.headers,
    );
    expect(res.statusCode).toBe(201);
    const g = res.json().result;
    expect(g).toMatchObject({ name: 'jalan-sehat', displayName: 'Jalan Sehat', imageUrl: image, usedBy: 0 });
    const dup = await call(
      'POST',
      '/event-group',
      { name: 'JALAN-SEHAT', displayName: 'Lain' },
      admin.headers,
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(CONTENT_MSG.groupTaken);

    const moved = await call(
      'PUT',
      '/event-group',
      { id: g.id, name: 'jalan-sehat', displayName: 'Jalan Sehat Pagi', sortOrder: 1 },
      admin.headers,
    );
    expect(moved.json().result).toMatchObject({
      displayName: 'Jalan Sehat Pagi',
      sortOrder: 1,
      imageUrl: image,
    });
    const groups = (await call('GET', '/event-group')).json().result.datas;
    expect(groups[0].id).toBe(g.id);

    await createEvent(ctx, { event_group_id: g.id });
    const before = await snapshot();
    const refused = await call('DELETE', `/event-group/${g.id}`, undefined, admin.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTENT_MSG.groupInUse(1));
    expect(await snapshot()).toEqual(before);
    const target = await createGroup(ctx);
    const ok = await call('DELETE', `/event-group/${g.id}?moveTo=${target.id}`, undefined, admin.headers);
    expect(ok.json().result).toEqual({ id: g.id, moved: 1 });
  });
});

describe('Jenis Pekerjaan', () => {
  it('adds, renames, orders, refuses in use by a profile, deletes after moving', async () => {
    const res = await call('POST', '/job', { name: 'Nelayan' }, admin.headers);
    expect(res.statusCode).toBe(201);
    const job = res.json().result;
    const dup = await call('POST', '/job', { name: 'nelayan' }, admin.headers);
    expect(dup.json().message).toBe(CONTENT_MSG.jobTaken);
    const first = await call(
      'PUT',
      '/job',
      { id: job.id, name: 'Nelayan Tradisional', sortOrder: 1 },
      admin.headers,
    );
    expect(first.json().result).toMatchObject({ name: 'Nelayan Tradisional', sortOrder: 1 });
    expect((await call('GET', '/job')).json().result.datas[0]).toEqual({
      id: job.id,
      name: 'Nelayan Tradisional',
    });

    const user = await createUser(ctx);
    await ctx.db
      .insertInto('working_experiences')
      .values({
        user_id: user.id,
        job_type_id: job.id,
        name: 'Koperasi',
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = await snapshot();
    const refused = await call('DELETE', `/job/${job.id}`, undefined, admin.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTENT_MSG.jobInUse(1));
    expect(await snapshot()).toEqual(before);
    const other = (await call('POST', '/job', { name: 'Pelaut' }, admin.headers)).json().result;
    const ok = await call('DELETE', `/job/${job.id}?moveTo=${other.id}`, undefined, admin.headers);
    expect(ok.json().result).toEqual({ id: job.id, moved: 1 });
    const exp = await ctx.db
      .selectFrom('working_experiences')
      .select('job_type_id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(exp.job_type_id).toBe(other.id);
  });
});

describe('Banner', () => {
  it('adds a hero banner linking an event; GET /banner keeps its shape and lists only banners shown today', async () => {
    const event = await createEvent(ctx);
    const bannerUrl = await picture('event');
    const res = await call(
      'POST',
      '/banner',
      {
        placement: 'HEROES',
        bannerType: 'BANNER_EVENT',
        bannerUrl,
        name: 'Reuni Perdana',
        description: 'Temu kangen',
        location: 'Bandung',
        dateText: '12/12/2026',
        redirectUrl: String(event.id),
        sortOrder: 1,
      },
      admin.headers,
    );
    expect(res.statusCode).toBe(201);
    const banner = res.json().result;
    const heroes = (await call('GET', '/banner?type=HEROES')).json().result.datas;
    expect(heroes[0]).toEqual({
      id: banner.id,
      bannerUrl,
      bannerType: 'BANNER_EVENT',
      name: 'Reuni Perdana',
      redirectUrl: String(event.id),
      extendInfo: { description: 'Temu kangen', location: 'Bandung', date: '12/12/2026' },
    });

    // A period that ended yesterday (community time): gone from the carousel, still in 'Konten'.
    const ended = await call(
      'PUT',
      '/banner',
      {
        id: banner.id,
        placement: 'HEROES',
        bannerType: 'BANNER_EVENT',
        bannerUrl,
        redirectUrl: '/about-us',
        shownUntil: '2026-11-25',
      },
      admin.headers,
    );
    expect(ended.statusCode).toBe(200);
    expect(ended.json().result).toMatchObject({ shownNow: false, redirectUrl: '/about-us', name: null });
    const ids = () =>
      call('GET', '/banner?type=HEROES').then((r) => r.json().result.datas.map((b: { id: number }) => b.id));
    expect(await ids()).not.toContain(banner.id);
    expect((await content()).banners.find((b: { id: number }) => b.id === banner.id)).toMatchObject({
      shownNow: false,
    });
    await call(
      'PUT',
      '/banner',
      { id: banner.id, placement: 'HEROES', bannerType: 'BANNER_EVENT', bannerUrl, shownFrom: '2026-11-27' },
      admin.headers,
    );
    expect(await ids()).not.toContain(banner.id);
    clock = new Date('2026-11-26T17:00:00.000Z'); // 00:00 WIB on the 27th
    expect(await ids()).toContain(banner.id);
    clock = new Date('2026-11-26T05:00:00.000Z');

    const del = await call('DELETE', `/banner/${banner.id}`, undefined, admin.headers);
    expect(del.statusCode).toBe(200);
    expect(await ids()).not.toContain(banner.id);
  });

  it.each([
    ['a link to another site', { redirectUrl: 'https://evil.example/' }, CONTENT_MSG.linkInvalid],
    ['a protocol-relative link', { redirectUrl: '//evil.example/x' }, CONTENT_MSG.linkInvalid],
    ['a javascript: link', { redirectUrl: 'javascript:alert(1)' }, CONTENT_MSG.linkInvalid],
    ['an unknown event', { redirectUrl: '999999' }, CONTENT_MSG.linkEventNotFound],
    ['an impossible date', { shownFrom: '2026-02-30' }, CONTENT_MSG.dateInvalid],
    [
      'an end before the start',
      { shownFrom: '2026-12-10', shownUntil: '2026-12-01' },
      CONTENT_MSG.periodInvalid,
    ],
    ['no picture', { bannerUrl: undefined }, 'Gambar tidak valid.'],
    [
      'a picture not stored here',
      { bannerUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' },
      CONTENT_MSG.pictureInvalid,
    ],
    ['a NUL byte', { name: 'Ban\u0000ner' }, NUL_MESSAGE],
    ['an unknown id', { id: 999999 }, CONTENT_MSG.bannerNotFound],
  ])('refuses %s with an Indonesian 400, changing nothing', async (_l, extra, message) => {
    const bannerUrl = await picture('event');
    const before = await snapshot();
    const body = { placement: 'GALLERY', bannerType: 'BANNER_EVENT', bannerUrl, ...extra };
    const res = await call('id' in extra ? 'PUT' : 'POST', '/banner', body, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('read cache (docs/decisions/017)', () => {
  it('a change shows on the next read of the public lists', async () => {
    const cached = await createTestContext({ config: { readCacheTtlMs: 60_000 } });
    try {
      const a = await loginAs(cached, 'ROLE_ADMIN');
      const names = async () =>
        (await cached.app.inject({ method: 'GET', url: '/api/v1/event-category' }))
          .json()
          .result.datas.map((c: { displayName: string }) => c.displayName);
      expect(await names()).toEqual([]);
      const res = await cached.app.inject({
        method: 'POST',
        url: '/api/v1/event-category',
        payload: { displayName: 'Baru' },
        headers: a.headers,
      });
      expect(res.statusCode).toBe(201);
      expect(await names()).toEqual(['Baru']);
    } finally {
      await cached.close();
    }
  });
});
