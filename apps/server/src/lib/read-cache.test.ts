import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createBanner, createCategory, createEvent } from '../../test/factories.ts';
import { authHeader, createTestContext, createUser, loginAs, type TestContext } from '../../test/helpers.ts';
import { findEventMemberIds } from '../modules/events/events.repo.ts';
import { compressedAnswers, compressedBodies } from './compressed-answers.ts';
import { COUNTS_LAG_MS, normalizedUrl, SIGN_IN_ROW_MAX_MS } from './read-cache.ts';

/**
 * The read cache (lib/read-cache.ts, docs/decisions/017) through app.inject on both databases. A change written
 * straight into the database stands for a write this instance did not see (another instance, a script): it
 * shows whether an answer came from the cache without looking into it. The app clock (`now`) moves the TTL.
 */
const TTL = 60_000;
let ctx: TestContext;
let offset = 0;
/** Past the TTL on the app clock: every stored answer is too old from now on. */
const passTtl = () => {
  offset += TTL + 1;
};
/** Past the lag of the shared lists behind a write on one event (docs/decisions/038), well within the TTL. */
const passCountsLag = () => {
  offset += COUNTS_LAG_MS + 1;
};

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method, url, headers, payload: payload as object });

const listUrl = '/api/v1/event?offset=1&limit=50';
const detailUrl = (id: number) => `/api/v1/event/${id}`;
const participantsUrl = (id: number) =>
  `/api/v1/event-participant/get-current?eventId=${id}&offset=1&limit=10`;
const names = async (url: string, headers: Headers = {}) =>
  ((await get(url, headers)).json().result.datas as { name: string }[]).map((e) => e.name);
const participantNames = async (id: number, headers: Headers) =>
  ((await get(participantsUrl(id), headers)).json().result.participants as { name: string }[]).map(
    (p) => p.name,
  );
const rename = (id: number, name: string) =>
  ctx.db.updateTable('events').set({ name }).where('id', '=', id).execute();
/** A member's view of an event written as another instance's flush writes it, unseen by this instance. */
const writtenElsewhere = async (eventId: number, userId: number) => {
  await ctx.db
    .insertInto('event_views')
    .values({ event_id: eventId, viewer_key: `u:${userId}`, created_at: new Date().toISOString() })
    .execute();
  await ctx.db
    .updateTable('events')
    .set((eb) => ({ total_viewer: eb('total_viewer', '+', 1) }))
    .where('id', '=', eventId)
    .execute();
};
/** The counter once the buffered views are written (docs/decisions/033). */
const storedViews = async (id: number) => {
  await ctx.app.viewCounter.flush();
  return (
    await ctx.db.selectFrom('events').select('total_viewer').where('id', '=', id).executeTakeFirstOrThrow()
  ).total_viewer;
};

beforeAll(async () => {
  ctx = await createTestContext({
    config: { readCacheTtlMs: TTL },
    now: () => new Date(Date.now() + offset),
  });
});
afterAll(() => ctx.close());

describe('normalizedUrl', () => {
  it('sorts the query parameters and keeps the path', () => {
    expect(normalizedUrl('/api/v1/event?search=a&offset=1&limit=9')).toBe(
      '/api/v1/event?limit=9&offset=1&search=a',
    );
    expect(normalizedUrl('/api/v1/event?')).toBe('/api/v1/event');
    expect(normalizedUrl('/api/v1/event/4')).toBe('/api/v1/event/4');
  });
});

describe('a repeated read', () => {
  it('is answered from the cache until the TTL on the app clock has passed', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Lama' });
    expect(await names(listUrl)).toContain('Reuni Lama');
    await rename(event.id, 'Reuni Baru');
    // Nothing this instance saw was written: the same answer, also with the parameters in another order.
    expect(await names(listUrl)).toContain('Reuni Lama');
    expect(await names('/api/v1/event?limit=50&offset=1')).toContain('Reuni Lama');
    passTtl();
    expect(await names(listUrl)).toContain('Reuni Baru');
  });

  it('caches searches, the event page, participants, categories, banners and stats', async () => {
    const category = await createCategory(ctx, { display_name: 'Kategori Lama' });
    const event = await createEvent(ctx, { name: 'Temu Kangen Cache', event_category_id: category.id });
    const banner = await createBanner(ctx, { name: 'Banner Lama' });
    const { user, headers } = await loginAs(ctx);
    await addParticipant(ctx, event.id, user.id);
    // The member's first view is counted (a write that makes every stored answer old): done before.
    expect((await get(detailUrl(event.id), headers)).statusCode).toBe(200);
    const reads = async () => ({
      search: await names('/api/v1/event?offset=1&limit=9&search=kangen%20cache'),
      detail: (await get(detailUrl(event.id), headers)).json().result.name,
      participants: await participantNames(event.id, headers),
      categories: (
        (await get('/api/v1/event-category?offset=1&limit=100')).json().result.datas as {
          displayName: string;
        }[]
      ).map((c) => c.displayName),
      banners: ((await get('/api/v1/banner?type=HEROES')).json().result.datas as { name: string }[]).map(
        (b) => b.name,
      ),
      members: (await get('/api/v1/stats')).json().result.members,
    });
    const first = await reads();
    expect(first.search).toEqual(['Temu Kangen Cache']);
    expect(first.detail).toBe('Temu Kangen Cache');
    expect(first.participants).toEqual([user.name]);
    expect(first.categories).toContain('Kategori Lama');
    expect(first.banners).toContain('Banner Lama');

    await rename(event.id, 'Temu Kangen Cache Baru');
    await ctx.db.updateTable('users').set({ name: 'Nama Baru Langsung' }).where('id', '=', user.id).execute();
    await ctx.db
      .updateTable('event_categories')
      .set({ display_name: 'Kategori Baru' })
      .where('id', '=', category.id)
      .execute();
    await ctx.db.updateTable('banners').set({ name: 'Banner Baru' }).where('id', '=', banner.id).execute();
    await createUser(ctx);
    expect(await reads()).toEqual(first);

    passTtl();
    const fresh = await reads();
    expect(fresh.search).toEqual(['Temu Kangen Cache Baru']);
    expect(fresh.detail).toBe('Temu Kangen Cache Baru');
    expect(fresh.participants).toEqual(['Nama Baru Langsung']);
    expect(fresh.categories).toContain('Kategori Baru');
    expect(fresh.banners).toContain('Banner Baru');
    expect(fresh.members).toBe(first.members + 1);
  });

  it('keeps the headers of the uncached answer and compresses per request', async () => {
    for (let i = 0; i < 12; i += 1) await createEvent(ctx, { name: `Acara Panjang Sekali Nomor ${i}` });
    passTtl();
    const url = '/api/v1/event?offset=1&limit=40';
    const miss = await get(url, { 'accept-encoding': 'br' });
    const hit = await get(url, { 'accept-encoding': 'br' });
    const plain = await get(url);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    for (const name of [
      'content-type',
      'content-encoding',
      'vary',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      expect(hit.headers[name], name).toEqual(miss.headers[name]);
    }
    expect(miss.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    const unbrotli = (r: typeof hit) => brotliDecompressSync(r.rawPayload).toString('utf8');
    expect(unbrotli(hit)).toBe(unbrotli(miss));
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(unbrotli(hit)).toBe(plain.body);

    const stats = await get('/api/v1/stats');
    const statsAgain = await get('/api/v1/stats');
    expect(statsAgain.headers['cache-control']).toBe('public, max-age=60');
    expect(statsAgain.headers['cache-control']).toBe(stats.headers['cache-control']);
  });
});

describe('a flood of members’ answers (docs/decisions/033 "Fourth step")', () => {
  it('does not push the visitors’ shared answers out of the cache', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Bertahan' });
    const { headers } = await loginAs(ctx);
    passTtl();
    expect(await names(listUrl)).toContain('Reuni Bertahan');
    await rename(event.id, 'Reuni Tergeser');
    // More members' answers than the cache keeps (5,000), each asked once, as a crowd of first looks is.
    for (let i = 1; i <= 5_100; i += 1) {
      const r = await get(`/api/v1/event?offset=${i}&limit=1&search=zzz`, headers);
      if (r.statusCode !== 200) throw new Error(r.body);
    }
    // The visitors' answer is still the kept one (the rename is not in it).
    expect(await names(listUrl)).toContain('Reuni Bertahan');
    passTtl();
    expect(await names(listUrl)).toContain('Reuni Tergeser');
  }, 60_000);
});

describe('concurrent reads', () => {
  it('share one answer, and wait no longer than a failed one', async () => {
    const event = await createEvent(ctx, { name: 'Serentak' });
    passTtl();
    const many = await Promise.all(Array.from({ length: 6 }, () => get(listUrl)));
    expect(new Set(many.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(many.map((r) => r.body)).size).toBe(1);
    expect(many[0]?.json().result.datas.map((e: { name: string }) => e.name)).toContain('Serentak');
    const missing = await Promise.all(Array.from({ length: 4 }, () => get(detailUrl(event.id + 10_000))));
    for (const r of missing) {
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Acara tidak ditemukan.');
    }
  });

  it('racing a write: the read after the write is fresh', async () => {
    const event = await createEvent(ctx, { name: 'Balapan Lama' });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    passTtl();
    const [before, put, during] = await Promise.all([
      get(listUrl),
      send('PUT', '/api/v1/event', { id: event.id, name: 'Balapan Baru' }, admin.headers),
      get(listUrl),
    ]);
    expect(before.statusCode).toBe(200);
    expect(during.statusCode).toBe(200);
    expect(put.statusCode, put.body).toBe(200);
    const after = await names(listUrl);
    expect(after).toContain('Balapan Baru');
    expect(after).not.toContain('Balapan Lama');
  });
});

describe('viewers', () => {
  it('never gives a member another member’s answer, nor a visitor’s', async () => {
    const event = await createEvent(ctx, { description: 'Hanya untuk anggota' });
    const budi = await loginAs(ctx);
    const siti = await loginAs(ctx);
    await addParticipant(ctx, event.id, budi.user.id);
    passTtl();
    const visitor = (await get(detailUrl(event.id))).json().result;
    const asBudi = (await get(detailUrl(event.id), budi.headers)).json().result;
    const asSiti = (await get(detailUrl(event.id), siti.headers)).json().result;
    const visitorAgain = (await get(detailUrl(event.id))).json().result;
    expect(visitor.description ?? null).toBeNull();
    expect(visitorAgain.description ?? null).toBeNull();
    expect(asBudi).toMatchObject({ isRegistered: true, description: 'Hanya untuk anggota' });
    expect(asSiti).toMatchObject({ isRegistered: false, description: 'Hanya untuk anggota' });
    expect((await get(detailUrl(event.id), budi.headers)).json().result.isRegistered).toBe(true);
    expect((await get(detailUrl(event.id), siti.headers)).json().result.isRegistered).toBe(false);
  });

  it('shows an admin the drafts and a member not, from the same URL', async () => {
    await createEvent(ctx, { name: 'Draf Rahasia', status: 'DRAFT' });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const member = await loginAs(ctx);
    passTtl();
    expect(await names(listUrl, admin.headers)).toContain('Draf Rahasia');
    expect(await names(listUrl, member.headers)).not.toContain('Draf Rahasia');
    expect(await names(listUrl)).not.toContain('Draf Rahasia');
    expect(await names(listUrl, admin.headers)).toContain('Draf Rahasia');
  });

  it('refuses a token logged out through this instance at once, even when its answer is cached', async () => {
    const event = await createEvent(ctx);
    const { headers } = await loginAs(ctx);
    expect((await get(detailUrl(event.id), headers)).statusCode).toBe(200);
    expect((await get(detailUrl(event.id), headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers });
    expect(out.statusCode).toBe(200);
    const refused = await get(detailUrl(event.id), headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_EXPIRED');
  });

  it('refuses a token revoked or outdated elsewhere within a second, and an expired one at once', async () => {
    const event = await createEvent(ctx);
    const { user, headers } = await loginAs(ctx);
    expect((await get(detailUrl(event.id), headers)).statusCode).toBe(200);
    expect((await get(detailUrl(event.id), headers)).statusCode).toBe(200);
    // Logged out on another instance with no Redis to announce it: the revocation is a row this instance did
    // not write. Its sign-in check reads the row again after SIGN_IN_ROW_MAX_MS, long before the answers' TTL.
    const [, token = ''] = headers.authorization?.split(' ') ?? [];
    const { sid } = ctx.app.jwt.decode<{ sid: string }>(token) ?? { sid: '' };
    const at = new Date().toISOString();
    await ctx.db
      .insertInto('sessions')
      .values({
        id: sid,
        user_id: user.id,
        generation: 0,
        grace_until: at,
        ended_at: at,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();
    offset += SIGN_IN_ROW_MAX_MS + 1;
    const revoked = await get(detailUrl(event.id), headers);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    });

    // A password changed elsewhere (token_version) ends the other sessions too.
    const other = authHeader(ctx, user);
    expect((await get(participantsUrl(event.id), other)).statusCode).toBe(200);
    await ctx.db
      .updateTable('users')
      .set({ token_version: user.token_version + 1 })
      .where('id', '=', user.id)
      .execute();
    offset += SIGN_IN_ROW_MAX_MS + 1;
    expect((await get(participantsUrl(event.id), other)).statusCode).toBe(401);

    // An expired token of a member whose answer is cached.
    const fresh = await loginAs(ctx);
    expect((await get(listUrl, fresh.headers)).statusCode).toBe(200);
    const iat = Math.floor(Date.now() / 1000) - 7200;
    const expired = ctx.app.jwt.sign({
      sub: String(fresh.user.id),
      tv: fresh.user.token_version,
      sid: 'kedaluwarsa',
      gen: 0,
      at: iat,
      iat,
    });
    const res = await get(listUrl, { authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');

    // Malformed headers are refused; the scheme's case does not matter, as with @fastify/jwt.
    const [, valid = ''] = fresh.headers.authorization?.split(' ') ?? [];
    for (const authorization of [
      'Bearer',
      `Basic ${valid}`,
      `Bearer  ${valid}`,
      `Bearer ${valid} x`,
      `Bearer ${valid}x`,
    ]) {
      const refused = await get(listUrl, { authorization });
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.json().code).toBe('SESSION_EXPIRED');
    }
    expect((await get(listUrl, { authorization: `bearer ${valid}` })).statusCode).toBe(200);
  });
});

describe('writes make the next read fresh', () => {
  it('register and cancel: participants, event page and list', async () => {
    const event = await createEvent(ctx, { name: 'Daftar Batal', quota: 5 });
    const budi = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Daftar' });
    const total = async () => (await get(detailUrl(event.id), budi.headers)).json().result.totalParticipant;
    expect(await participantNames(event.id, budi.headers)).toEqual([]);
    expect(await total()).toBe(0);
    const reg = await send('POST', '/api/v1/event-participant/register', { eventId: event.id }, budi.headers);
    expect(reg.statusCode, reg.body).toBe(200);
    expect(await participantNames(event.id, budi.headers)).toEqual(['Budi Daftar']);
    expect(await total()).toBe(1);
    expect((await get(detailUrl(event.id), budi.headers)).json().result.isRegistered).toBe(true);
    const cancel = await send(
      'POST',
      '/api/v1/event-participant/canceled',
      { eventId: event.id },
      budi.headers,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await participantNames(event.id, budi.headers)).toEqual([]);
    expect(await total()).toBe(0);
  });

  it('a profile name change shows in the participant list', async () => {
    const event = await createEvent(ctx);
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { name: 'Nama Awal' });
    await addParticipant(ctx, event.id, user.id);
    passTtl();
    expect(await participantNames(event.id, headers)).toEqual(['Nama Awal']);
    const put = await send('PUT', '/api/v1/user', { name: 'Nama Sesudah' }, headers);
    expect(put.statusCode, put.body).toBe(200);
    expect(await participantNames(event.id, headers)).toEqual(['Nama Sesudah']);
  });

  it('an admin’s event edit and delete', async () => {
    const event = await createEvent(ctx, { name: 'Acara Sebelum Ubah' });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    passTtl();
    expect(await names(listUrl)).toContain('Acara Sebelum Ubah');
    expect((await get(detailUrl(event.id))).json().result.name).toBe('Acara Sebelum Ubah');
    const put = await send(
      'PUT',
      '/api/v1/event',
      { id: event.id, name: 'Acara Sesudah Ubah' },
      admin.headers,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(await names(listUrl)).toContain('Acara Sesudah Ubah');
    expect((await get(detailUrl(event.id))).json().result.name).toBe('Acara Sesudah Ubah');
    const del = await send('PUT', '/api/v1/event/delete', { eventIds: [event.id] }, admin.headers);
    expect(del.statusCode, del.body).toBe(200);
    expect(await names(listUrl)).not.toContain('Acara Sesudah Ubah');
    const gone = await get(detailUrl(event.id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Acara tidak ditemukan.');
  });

  it('a refused or failed write still leaves reads correct', async () => {
    const event = await createEvent(ctx, { name: 'Kuota Satu', quota: 1 });
    const first = await loginAs(ctx, 'ROLE_USER', { name: 'Peserta Pertama' });
    const late = await loginAs(ctx);
    expect(
      (await send('POST', '/api/v1/event-participant/register', { eventId: event.id }, first.headers))
        .statusCode,
    ).toBe(200);
    expect(await participantNames(event.id, late.headers)).toEqual(['Peserta Pertama']);
    // Refused (the event is full): nothing changed, and the answer says so.
    const full = await send(
      'POST',
      '/api/v1/event-participant/register',
      { eventId: event.id },
      late.headers,
    );
    expect(full.statusCode).toBeGreaterThanOrEqual(400);
    expect(await participantNames(event.id, late.headers)).toEqual(['Peserta Pertama']);
    // A write that fails still moves the generation: a change made meanwhile elsewhere is read fresh.
    await rename(event.id, 'Kuota Satu Diubah');
    const bad = await send('PUT', '/api/v1/event', { id: event.id, quota: -3 }, late.headers);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(detailUrl(event.id), late.headers)).json().result).toMatchObject({
      name: 'Kuota Satu Diubah',
      totalParticipant: 1,
    });
  });

  it('a background job run that wrote something; not one that found nothing to do', async () => {
    const event = await createEvent(ctx, { name: 'Sebelum Tugas' });
    // Whatever other tests left due is reminded now.
    await ctx.app.reminderJob.runOnce();
    passTtl();
    expect((await get(detailUrl(event.id))).json().result.name).toBe('Sebelum Tugas');
    await rename(event.id, 'Sesudah Tugas');
    // Nothing due, and the mail sender (it writes only the outbox, which no cached answer shows): kept.
    await ctx.app.reminderJob.runOnce();
    await ctx.app.mailJob.runOnce();
    expect((await get(detailUrl(event.id))).json().result.name).toBe('Sebelum Tugas');
    // A reminder due: the run writes its notice and mark, and every cached answer goes.
    const soon = await createEvent(ctx, {
      name: 'Segera Dimulai',
      start_date: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      end_date: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    });
    const member = await createUser(ctx);
    await addParticipant(ctx, soon.id, member.id);
    await ctx.app.reminderJob.runOnce();
    expect((await get(detailUrl(event.id))).json().result.name).toBe('Sesudah Tugas');
  });
});

describe('writes that change nothing a cached answer shows (docs/decisions/033), and comments (docs/decisions/050)', () => {
  it('a read mark keeps the cached answers; a comment drops its event’s only; the next real write the rest', async () => {
    const event = await createEvent(ctx, { name: 'Tetap Tersimpan' });
    const other = await createEvent(ctx, { name: 'Acara Sebelah' });
    const member = await loginAs(ctx);
    const reader = await loginAs(ctx);
    passTtl();
    expect((await get(detailUrl(event.id), member.headers)).json().result.name).toBe('Tetap Tersimpan');
    expect((await get(detailUrl(other.id), reader.headers)).json().result.name).toBe('Acara Sebelah');
    // Changed where this instance cannot see it: a kept answer still says the old name.
    await rename(event.id, 'Nama Baru');
    await rename(other.id, 'Nama Sebelah Baru');
    const read = await send('POST', '/api/v2/notification/read', { all: true }, member.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect((await get(detailUrl(event.id), member.headers)).json().result.name).toBe('Tetap Tersimpan');
    // A comment is a write on its event's comments: the answers about that event go, the others stay.
    const comment = await send(
      'POST',
      '/api/v2/comment',
      { eventId: event.id, content: 'Sampai jumpa di reuni!' },
      member.headers,
    );
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await get(detailUrl(event.id), reader.headers)).json().result.name).toBe('Nama Baru');
    expect((await get(detailUrl(other.id), reader.headers)).json().result.name).toBe('Acara Sebelah');
    // A registration is a write the answers about its event show: they go.
    const reg = await send(
      'POST',
      '/api/v1/event-participant/register',
      { eventId: other.id },
      member.headers,
    );
    expect(reg.statusCode, reg.body).toBe(200);
    expect((await get(detailUrl(other.id), reader.headers)).json().result.name).toBe('Nama Sebelah Baru');
  });

  it('keeps an event’s comments for every member and shows a new or changed comment at once', async () => {
    const event = await createEvent(ctx, { name: 'Acara Berkomentar' });
    const budi = await loginAs(ctx);
    const siti = await loginAs(ctx);
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    passTtl();
    const url = `/api/v2/comment?offset=1&limit=10000&eventId=${event.id}`;
    const threads = async (headers: Headers) => {
      const res = await get(url, headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().result.datas as { content: string }[]).map((c) => c.content);
    };
    const say = async (content: string) => {
      const res = await send('POST', '/api/v2/comment', { eventId: event.id, content }, budi.headers);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().result as { id: number };
    };
    const first = await say('Komentar pertama');
    expect(await threads(budi.headers)).toEqual(['Komentar pertama']);
    expect(await threads(siti.headers)).toEqual(['Komentar pertama']);
    // Written behind the cache's back: every member (but an admin) is served the kept list.
    await ctx.db
      .updateTable('comments')
      .set({ content: 'Diubah diam-diam' })
      .where('id', '=', first.id)
      .execute();
    expect(await threads(siti.headers)).toEqual(['Komentar pertama']);
    expect(await threads(admin.headers)).toEqual(['Diubah diam-diam']);
    // A comment on the event shows at once, to the writer and to everyone else.
    await say('Komentar kedua');
    expect(await threads(siti.headers)).toEqual(['Komentar kedua', 'Diubah diam-diam']);
    const edited = await send(
      'PUT',
      '/api/v2/comment',
      { eventId: event.id, id: first.id, content: 'Pertama, diperbaiki' },
      budi.headers,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await threads(siti.headers)).toEqual(['Komentar kedua', 'Pertama, diperbaiki']);
    expect(await threads(budi.headers)).toEqual(['Komentar kedua', 'Pertama, diperbaiki']);
  });
});

describe('the event list kept for every member (docs/decisions/051)', () => {
  it('serves one member the list another computed, never to an admin or a visitor, and never to its writer before his write', async () => {
    const event = await createEvent(ctx, { name: 'Daftar Bersama', description: 'Hanya untuk anggota' });
    const other = await createEvent(ctx, { name: 'Acara Tono', quota: 5 });
    const budi = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Daftar' });
    const siti = await loginAs(ctx, 'ROLE_USER', { name: 'Siti Daftar' });
    const tono = await loginAs(ctx, 'ROLE_USER', { name: 'Tono Daftar' });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    passTtl();
    const mine = async (headers: Headers = {}) =>
      (
        (await get(listUrl, headers)).json().result.datas as {
          id: number;
          name: string;
          description: string | null;
        }[]
      ).find((e) => e.id === event.id);
    expect(await mine(budi.headers)).toMatchObject({
      name: 'Daftar Bersama',
      description: 'Hanya untuk anggota',
    });
    await rename(event.id, 'Daftar Berganti');
    // Another member gets the members' answer: the rename is not in it.
    expect(await mine(siti.headers)).toMatchObject({
      name: 'Daftar Bersama',
      description: 'Hanya untuk anggota',
    });
    // An admin (who also sees drafts) and a visitor (no description) have their own.
    expect(await mine(admin.headers)).toMatchObject({ name: 'Daftar Berganti' });
    expect(await mine()).toMatchObject({ name: 'Daftar Berganti', description: null });
    await rename(event.id, 'Daftar Ketiga');
    // A member's write on one event: his list is computed again at once, and kept for the others.
    const reg = await send('POST', '/api/v1/event-participant/register', { eventId: other.id }, tono.headers);
    expect(reg.statusCode, reg.body).toBe(200);
    expect(await mine(tono.headers)).toMatchObject({ name: 'Daftar Ketiga' });
    expect(await mine(budi.headers)).toMatchObject({ name: 'Daftar Ketiga' });
    // Computed after his write, it is served to him again.
    await rename(event.id, 'Daftar Keempat');
    expect(await mine(tono.headers)).toMatchObject({ name: 'Daftar Ketiga' });
    passTtl();
    expect(await mine(siti.headers)).toMatchObject({ name: 'Daftar Keempat' });
  });
});

describe('Cari Teman and Usaha Alumni kept for every member (docs/decisions/051)', () => {
  it('serves one member’s search to the others and an admin; an owner on a business page and an admin get their own cards', async () => {
    const tag = `d${Date.now().toString(36)}`;
    const owner = await createUser(ctx, {
      name: `Pemilik ${tag}`,
      phone_number: '081299900001',
      privacy_phone: 'SELF',
    });
    await ctx.db
      .insertInto('businesses')
      .values({
        user_id: owner.id,
        name: `Toko ${tag}`,
        address: 'Jl. Toko 1',
        start_date: null,
        end_date: null,
        description: 'Sebelum',
        line: null,
        unlisted: 0,
        deleted: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const budi = await loginAs(ctx, 'ROLE_USER', { name: `Budi ${tag}` });
    const siti = await loginAs(ctx, 'ROLE_USER', { name: `Siti ${tag}` });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const ownerHeaders = authHeader(ctx, owner);
    passTtl();
    const found = async (headers: Headers) =>
      ((await get(`/api/v1/directory?search=${tag}`, headers)).json().result.datas as { name: string }[])
        .map((d) => d.name)
        .sort();
    const before = [`Budi ${tag}`, `Pemilik ${tag}`, `Siti ${tag}`];
    expect(await found(budi.headers)).toEqual(before);
    await ctx.db
      .updateTable('users')
      .set({ name: `Pemilik Baru ${tag}` })
      .where('id', '=', owner.id)
      .execute();
    // The cards are the same for everyone signed in: kept for every member, an admin too.
    expect(await found(siti.headers)).toEqual(before);
    expect(await found(admin.headers)).toEqual(before);
    passTtl();
    expect(await found(siti.headers)).toEqual([`Budi ${tag}`, `Pemilik Baru ${tag}`, `Siti ${tag}`]);

    const card = async (headers: Headers) =>
      (await get(`/api/v1/directory/business?search=${tag}`, headers)).json().result.datas[0] as {
        description: string;
        phoneNumber?: string;
      };
    expect(await card(budi.headers)).not.toHaveProperty('phoneNumber');
    await ctx.db
      .updateTable('businesses')
      .set({ description: 'Sesudah' })
      .where('user_id', '=', owner.id)
      .execute();
    // Another member: the kept card. The owner (named on the page) and an admin: their own, with the phone.
    expect(await card(siti.headers)).toMatchObject({ description: 'Sebelum' });
    expect(await card(siti.headers)).not.toHaveProperty('phoneNumber');
    expect(await card(ownerHeaders)).toMatchObject({ description: 'Sesudah', phoneNumber: '081299900001' });
    expect(await card(admin.headers)).toMatchObject({ description: 'Sesudah', phoneNumber: '081299900001' });
  });
});

describe('the treasurer flag read with the sign-in row (docs/decisions/051)', () => {
  it('a member marked Bendahara sees the committee’s fund list at once; a committee write asks the database', async () => {
    const member = await loginAs(ctx, 'ROLE_USER', { name: 'Calon Bendahara' });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    passTtl();
    const committee = async () =>
      (await get('/api/v1/fund', member.headers)).json().result.committee as boolean;
    expect(await committee()).toBe(false);
    const marked = await send(
      'PUT',
      `/api/v1/user/${member.user.id}/treasurer`,
      { treasurer: true },
      admin.headers,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    // The admin's write drops the kept sign-in rows: the flag shows at once.
    expect(await committee()).toBe(true);
    // Unmarked where this instance cannot see it: a read may show the kept row's flag for SIGN_IN_ROW_MAX_MS,
    // a committee write is refused at once.
    await ctx.db.updateTable('users').set({ treasurer: 0 }).where('id', '=', member.user.id).execute();
    expect(await committee()).toBe(true);
    const fund = {
      kind: 'DONATION',
      name: 'Donasi Bendahara',
      amount: 50_000,
      accounts: [{ bank: 'BCA', number: '1234567890', holder: 'Panitia' }],
    };
    const refused = await send('POST', '/api/v1/fund', fund, member.headers);
    expect(refused.statusCode, refused.body).toBe(403);
    offset += SIGN_IN_ROW_MAX_MS + 1;
    expect(await committee()).toBe(false);
  });
});

describe('a write on one event (docs/decisions/038)', () => {
  it('drops the answers about its event and the writer’s own at once, keeps the others’ answers about other events, and the shared lists at most COUNTS_LAG_MS', async () => {
    const a = await createEvent(ctx, { name: 'Acara A', quota: 5 });
    const b = await createEvent(ctx, { name: 'Acara B', quota: 5 });
    const budi = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Satu Acara' });
    const siti = await loginAs(ctx, 'ROLE_USER', { name: 'Siti Satu Acara' });
    const tono = await createUser(ctx, { name: 'Tono Langsung' });
    const ip = '198.51.100.38';
    passTtl();
    const detail = async (id: number, headers: Headers = {}) =>
      (await get(detailUrl(id), headers, ip)).json().result as { name: string; totalParticipant: number };
    const listed = async (headers: Headers = {}) =>
      (
        (await get(listUrl, headers)).json().result.datas as {
          id: number;
          name: string;
          totalParticipant: number;
        }[]
      )
        .filter((e) => e.id === a.id || e.id === b.id)
        .map((e) => `${e.name} ${e.totalParticipant}`)
        .sort();
    for (const headers of [budi.headers, siti.headers, {}]) {
      await detail(a.id, headers);
      await detail(b.id, headers);
      await listed(headers);
    }
    expect(await participantNames(b.id, siti.headers)).toEqual([]);
    // Changed where this instance cannot see it: only a dropped answer shows the new names.
    await rename(a.id, 'Acara A Baru');
    await rename(b.id, 'Acara B Baru');
    await addParticipant(ctx, b.id, tono.id);

    const reg = await send('POST', '/api/v1/event-participant/register', { eventId: a.id }, budi.headers);
    expect(reg.statusCode, reg.body).toBe(200);
    // The event written: fresh for every member; a visitor's answer shows only its counts of the write, which
    // lag at most COUNTS_LAG_MS, as the lists' do (docs/decisions/048).
    for (const headers of [budi.headers, siti.headers])
      expect(await detail(a.id, headers)).toMatchObject({ name: 'Acara A Baru', totalParticipant: 1 });
    expect(await detail(a.id)).toMatchObject({ name: 'Acara A', totalParticipant: 0 });
    // The writer's own answers: fresh, his list with the new count too. His answer about another event is the
    // members' one (he holds no seat there): nothing in it is his, so it is kept (docs/decisions/039, 043).
    expect(await listed(budi.headers)).toEqual(['Acara A Baru 1', 'Acara B Baru 1']);
    expect((await detail(b.id, budi.headers)).name).toBe('Acara B');
    // The others' answers about another event: kept.
    expect((await detail(b.id, siti.headers)).name).toBe('Acara B');
    expect((await detail(b.id)).name).toBe('Acara B');
    expect(await participantNames(b.id, siti.headers)).toEqual([]);
    // The shared lists: kept within COUNTS_LAG_MS, then computed again. The members' list is the one the writer
    // computed after his write, kept for every member (docs/decisions/051): it is fresh.
    expect(await listed(siti.headers)).toEqual(['Acara A Baru 1', 'Acara B Baru 1']);
    expect(await listed()).toEqual(['Acara A 0', 'Acara B 0']);
    passCountsLag();
    expect(await listed(siti.headers)).toEqual(['Acara A Baru 1', 'Acara B Baru 1']);
    expect(await listed()).toEqual(['Acara A Baru 1', 'Acara B Baru 1']);
    expect(await detail(a.id)).toMatchObject({ name: 'Acara A Baru', totalParticipant: 1 });
    expect((await detail(b.id)).name).toBe('Acara B');
    // A write not scoped to an event (a profile change) drops everything, as before.
    const put = await send('PUT', '/api/v1/user', { name: 'Siti Berganti' }, siti.headers);
    expect(put.statusCode, put.body).toBe(200);
    expect((await detail(b.id)).name).toBe('Acara B Baru');
    expect(await participantNames(b.id, budi.headers)).toEqual(['Tono Langsung']);
  });

  it('every scoped write drops its event: cancel, waitlist, companions, check-in, an admin’s cancel and addition', async () => {
    const event = await createEvent(ctx, { name: 'Penuh Satu', quota: 1, max_companions: 2 });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const first = await loginAs(ctx, 'ROLE_USER', { name: 'Pertama Penuh' });
    const second = await loginAs(ctx, 'ROLE_USER', { name: 'Kedua Penuh' });
    const state = async (headers: Headers) => {
      const r = (await get(detailUrl(event.id), headers)).json().result;
      return `${r.totalParticipant} ${r.isRegistered} ${r.waitlistPosition}`;
    };
    const step = async (url: string, payload: object, headers: Headers) => {
      const res = await send(
        'POST',
        `/api/v1/event-participant/${url}`,
        { eventId: event.id, ...payload },
        headers,
      );
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    };
    expect(await state(second.headers)).toBe('0 false null');
    await step('register', {}, first.headers);
    expect(await state(second.headers)).toBe('1 false null');
    await step('waitlist', {}, second.headers);
    expect(await state(second.headers)).toBe('1 false 1');
    await step('waitlist/leave', {}, second.headers);
    expect(await state(second.headers)).toBe('1 false null');
    await step('canceled', {}, first.headers);
    expect(await state(second.headers)).toBe('0 false null');
    await step('register-on-behalf', { userId: second.user.id }, admin.headers);
    expect(await state(second.headers)).toBe('1 true null');
    const checkedIn = async () =>
      (await get(participantsUrl(event.id), admin.headers)).json().result.checkedInTotal;
    expect(await checkedIn()).toBe(0);
    await step('check-in', { userId: second.user.id }, admin.headers);
    expect(await checkedIn()).toBe(1);
    await step('check-in/undo', { userId: second.user.id }, admin.headers);
    expect(await checkedIn()).toBe(0);
    // Companions need free seats: on an event with room.
    const roomy = await createEvent(ctx, { name: 'Lapang', quota: 10, max_companions: 2 });
    const party = async () => (await get(detailUrl(roomy.id), second.headers)).json().result.companions;
    for (const [url, payload] of [
      ['register', {}],
      ['companions', { companions: 2 }],
    ] as const) {
      expect(await party()).toBe(url === 'register' ? null : 0);
      const res = await send(
        'POST',
        `/api/v1/event-participant/${url}`,
        { eventId: roomy.id, ...payload },
        second.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await party()).toBe(2);
    await step('cancel', { userId: second.user.id }, admin.headers);
    expect(await state(second.headers)).toBe('0 false null');
  });

  it('a write refused before its handler (bad input, no sign-in) drops nothing', async () => {
    const event = await createEvent(ctx, { name: 'Tak Tersentuh' });
    const member = await loginAs(ctx);
    passTtl();
    expect((await get(detailUrl(event.id), member.headers)).json().result.name).toBe('Tak Tersentuh');
    await rename(event.id, 'Tak Tersentuh Diubah');
    const bad = await send('POST', '/api/v1/event-participant/register', { eventId: 'x' }, member.headers);
    expect(bad.statusCode).toBe(400);
    const anonymous = await send('POST', '/api/v1/event-participant/register', { eventId: event.id }, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await get(detailUrl(event.id), member.headers)).json().result.name).toBe('Tak Tersentuh');
  });
});

describe('the members’ participant list (docs/decisions/039)', () => {
  type Person = { name: string; companionNames?: string[] | null; checkedInAt?: unknown };
  const registered = async (eventId: number, headers: Headers) => {
    const res = await send('POST', '/api/v1/event-participant/register', { eventId }, headers);
    expect(res.statusCode, res.body).toBe(200);
  };
  const people = async (id: number, headers: Headers = {}) =>
    (await get(participantsUrl(id), headers)).json().result.participants as Person[];

  it('is one kept answer for every member it does not name; never for one it names, an admin or a visitor', async () => {
    const event = await createEvent(ctx);
    const budi = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Rombongan' });
    const siti = await loginAs(ctx);
    const ani = await loginAs(ctx);
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    await addParticipant(ctx, event.id, budi.user.id);
    await ctx.db
      .updateTable('event_participants')
      .set({ companions: 1, companion_names: JSON.stringify(['Rina']) })
      .where('event_id', '=', event.id)
      .where('user_id', '=', budi.user.id)
      .execute();
    passTtl();
    // Siti's answer names nobody she is: it is kept for every member.
    expect(await people(event.id, siti.headers)).toEqual([
      expect.objectContaining({ name: 'Budi Rombongan' }),
    ]);
    await ctx.db.updateTable('users').set({ name: 'Budi Baru' }).where('id', '=', budi.user.id).execute();
    // Ani is served Siti's answer (the rename was not seen by this instance): no one's companions in it.
    const asAni = await people(event.id, ani.headers);
    expect(asAni).toEqual([expect.objectContaining({ name: 'Budi Rombongan' })]);
    expect(asAni[0]).not.toHaveProperty('companionNames');
    // Budi is on the page: his own answer, with his companions' names, never the members' one.
    expect(await people(event.id, budi.headers)).toEqual([
      expect.objectContaining({ name: 'Budi Baru', companionNames: ['Rina'] }),
    ]);
    // An admin's answer is his own (attendance too); a visitor's is the visitors'.
    const asAdmin = await people(event.id, admin.headers);
    expect(asAdmin).toEqual([expect.objectContaining({ name: 'Budi Baru', companionNames: ['Rina'] })]);
    expect(asAdmin[0]).toHaveProperty('checkedInAt');
    expect(await people(event.id)).toEqual([expect.objectContaining({ name: 'Budi Baru' })]);
    // Budi's answer was not kept for the others.
    expect(await people(event.id, siti.headers)).toEqual([
      expect.objectContaining({ name: 'Budi Rombongan' }),
    ]);
  });

  it('is dropped by a write on its event, kept across a write on another', async () => {
    const event = await createEvent(ctx, { quota: 10 });
    const other = await createEvent(ctx, { quota: 10 });
    const budi = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Tetap' });
    const siti = await loginAs(ctx, 'ROLE_USER', { name: 'Siti Datang' });
    const ani = await loginAs(ctx);
    const wati = await loginAs(ctx);
    await addParticipant(ctx, event.id, budi.user.id);
    passTtl();
    expect((await people(event.id, ani.headers)).map((p) => p.name)).toEqual(['Budi Tetap']);
    await ctx.db.updateTable('users').set({ name: 'Budi Diam' }).where('id', '=', budi.user.id).execute();
    await registered(other.id, siti.headers);
    // Wati never asked: she is served the members' answer Ani's request kept.
    expect((await people(event.id, wati.headers)).map((p) => p.name)).toEqual(['Budi Tetap']);
    await registered(event.id, siti.headers);
    expect((await people(event.id, wati.headers)).map((p) => p.name)).toEqual(['Budi Diam', 'Siti Datang']);
  });
});

describe('the members’ event answer (docs/decisions/043)', () => {
  type Detail = {
    name: string;
    description: string | null;
    isRegistered: boolean;
    waitlistPosition: number | null;
    totalViewer: number;
  };
  const mine = async (id: number, headers: Headers = {}, ip?: string) =>
    (await get(detailUrl(id), headers, ip)).json().result as Detail;
  const post = async (path: string, eventId: number, headers: Headers) => {
    const res = await send('POST', `/api/v1/event-participant/${path}`, { eventId }, headers);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is one kept answer for every member with no seat and no place in line; never for one with either, an admin or a visitor', async () => {
    const event = await createEvent(ctx, { name: 'Acara Bersama', quota: 1 });
    const [budi, wati, siti, ani] = await Promise.all([1, 2, 3, 4].map(() => loginAs(ctx)));
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    if (!budi || !wati || !siti || !ani) throw new Error('members');
    await post('register', event.id, budi.headers);
    await post('waitlist', event.id, wati.headers);
    passTtl();
    // Siti's answer is the one every member without a seat or a place gets: kept for them.
    expect(await mine(event.id, siti.headers)).toMatchObject({ name: 'Acara Bersama', totalViewer: 1 });
    await rename(event.id, 'Acara Diam-diam');
    // Ani is served it (this instance did not see the rename), her first view counted and shown at once.
    expect(await mine(event.id, ani.headers)).toMatchObject({
      name: 'Acara Bersama',
      isRegistered: false,
      waitlistPosition: null,
      totalViewer: 2,
    });
    // Budi holds the seat, Wati waits: each gets their own answer, never the members' one.
    expect(await mine(event.id, budi.headers)).toMatchObject({
      name: 'Acara Diam-diam',
      isRegistered: true,
      totalViewer: 3,
    });
    expect(await mine(event.id, wati.headers)).toMatchObject({
      name: 'Acara Diam-diam',
      isRegistered: false,
      waitlistPosition: 1,
      totalViewer: 4,
    });
    // An admin's answer is his own; a visitor's the visitors' (no description).
    expect((await mine(event.id, admin.headers)).name).toBe('Acara Diam-diam');
    expect(await mine(event.id, {}, '198.51.100.43')).toMatchObject({
      name: 'Acara Diam-diam',
      description: null,
    });
    // The members' answer was not replaced by theirs, and shows every view counted since it was made.
    expect(await mine(event.id, siti.headers)).toMatchObject({ name: 'Acara Bersama', totalViewer: 6 });
    expect(await mine(event.id, ani.headers)).toMatchObject({ name: 'Acara Bersama', totalViewer: 6 });
    expect(await storedViews(event.id)).toBe(6);
  });

  it('is dropped when a member takes a seat, and then names him', async () => {
    const event = await createEvent(ctx, { name: 'Acara Kursi', quota: 5 });
    const siti = await loginAs(ctx);
    const ani = await loginAs(ctx);
    passTtl();
    expect((await mine(event.id, siti.headers)).name).toBe('Acara Kursi');
    await rename(event.id, 'Acara Kursi Baru');
    expect((await mine(event.id, ani.headers)).name).toBe('Acara Kursi');
    await post('register', event.id, ani.headers);
    expect(await mine(event.id, ani.headers)).toMatchObject({ name: 'Acara Kursi Baru', isRegistered: true });
    expect(await mine(event.id, siti.headers)).toMatchObject({
      name: 'Acara Kursi Baru',
      isRegistered: false,
    });
    // Computed again, it names Ani: she keeps her own answer.
    expect((await mine(event.id, ani.headers)).isRegistered).toBe(true);
    await post('canceled', event.id, ani.headers);
    expect((await mine(event.id, ani.headers)).isRegistered).toBe(false);
  });

  it('does not count again a viewer whose view is already written, by another instance or before a restart', async () => {
    const event = await createEvent(ctx);
    const siti = await loginAs(ctx);
    const budi = await loginAs(ctx);
    passTtl();
    expect((await mine(event.id, siti.headers)).totalViewer).toBe(1);
    // Budi's view written as another instance writes it (its flush), unseen by this one.
    await writtenElsewhere(event.id, budi.user.id);
    // Served the members' answer: his view is found written, so nothing is buffered or shown as new.
    expect((await mine(event.id, budi.headers)).totalViewer).toBe(1);
    expect(ctx.app.viewCounter.has(event.id, `u:${budi.user.id}`)).toBe(false);
    expect(await storedViews(event.id)).toBe(2);
    passTtl();
    expect((await mine(event.id, budi.headers)).totalViewer).toBe(2);
  });

  it('reads a viewer’s written views once for the TTL (docs/decisions/044): one another instance writes meanwhile is counted here until the flush finds it, and stored once', async () => {
    const first = await createEvent(ctx);
    const second = await createEvent(ctx);
    const siti = await loginAs(ctx);
    const budi = await loginAs(ctx);
    passTtl();
    expect((await mine(first.id, siti.headers)).totalViewer).toBe(1);
    expect((await mine(second.id, siti.headers)).totalViewer).toBe(1);
    // Budi's first look at a kept answer reads his written views (none).
    expect((await mine(first.id, budi.headers)).totalViewer).toBe(2);
    // Another instance writes his view of the second event (its flush), after this instance read his views.
    await writtenElsewhere(second.id, budi.user.id);
    // Not read again within the TTL: counted here as his first view, as the database now holds.
    expect((await mine(second.id, budi.headers)).totalViewer).toBe(2);
    expect(ctx.app.viewCounter.has(second.id, `u:${budi.user.id}`)).toBe(true);
    // The flush finds it written: stored once, and no longer counted as this instance's.
    expect(await storedViews(second.id)).toBe(2);
    expect((await mine(second.id, siti.headers)).totalViewer).toBe(1);
    passTtl();
    expect((await mine(second.id, siti.headers)).totalViewer).toBe(2);
    expect((await mine(second.id, budi.headers)).totalViewer).toBe(2);
    expect(await storedViews(second.id)).toBe(2);
    expect(await storedViews(first.id)).toBe(2);
  });

  it('names the members with a seat or a place in line, or no one past its bound (the answer is then not shared)', async () => {
    const event = await createEvent(ctx, { quota: 2 });
    const members = await Promise.all([1, 2, 3].map(() => loginAs(ctx)));
    for (const [i, m] of members.entries()) await post(i < 2 ? 'register' : 'waitlist', event.id, m.headers);
    const ids = members.map((m) => m.user.id).sort((x, y) => x - y);
    expect((await findEventMemberIds(ctx.db, event.id, 3))?.sort((x, y) => x - y)).toEqual(ids);
    expect(await findEventMemberIds(ctx.db, event.id, 2)).toBeNull();
  });

  it('changes only its own count: a description holding the same text is sent as it is', async () => {
    // Long enough to go out compressed (at least 1 KiB).
    const text = `Catatan: "totalViewer":99 bukan angka kami. ${'Sampai jumpa di reuni. '.repeat(60)}`;
    const event = await createEvent(ctx, { description: text });
    const siti = await loginAs(ctx);
    const ani = await loginAs(ctx);
    passTtl();
    await mine(event.id, siti.headers);
    const served = await get(detailUrl(event.id), { ...ani.headers, 'accept-encoding': 'br' });
    expect(served.headers['content-encoding']).toBe('br');
    const result = JSON.parse(brotliDecompressSync(served.rawPayload).toString()).result as Detail;
    expect(result).toMatchObject({ description: text, totalViewer: 2 });
  });

  it('sends a moved count after the kept answer compressed once, not compressing per answer (docs/decisions/045)', async () => {
    const text = `Kumpul di Bandung, bawa keluarga 👨‍👩‍👧 dan cerita lama. ${'Sampai jumpa di reuni. '.repeat(60)}`;
    const event = await createEvent(ctx, { description: text });
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => loginAs(ctx)));
    passTtl();
    const [first, ...others] = members;
    if (!first) throw new Error('members');
    // The first member's answer is computed and kept for the members; it is the answer the others are sent.
    const computed = (await mine(event.id, first.headers)) as Record<string, unknown>;
    // The count is the answer's last field: what follows it is the closing braces.
    expect(Object.keys(computed).at(-1)).toBe('totalViewer');
    const madeBefore = { bodies: compressedBodies.made, answers: compressedAnswers.made };
    const seen: number[] = [];
    for (const [i, member] of others.entries()) {
      const encoding = i % 2 === 0 ? 'br' : 'gzip';
      const res = await get(detailUrl(event.id), { ...member.headers, 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      const raw = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      const result = JSON.parse(raw.toString()).result as Record<string, unknown>;
      // The same answer as computed, its count moved by the views since.
      expect(result).toEqual({ ...computed, totalViewer: i + 2 });
      seen.push(result.totalViewer as number);
    }
    expect(seen).toEqual([2, 3, 4, 5]);
    // One head per encoding for the kept answer; no answer compressed on its own.
    expect(compressedBodies.made - madeBefore.bodies).toBe(2);
    expect(compressedAnswers.made).toBe(madeBefore.answers);
    // Without compression the same text goes out as it is.
    const plain = await get(detailUrl(event.id), { ...first.headers, 'x-no-compression': '1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().result).toEqual({ ...computed, totalViewer: 5 });
    expect(await storedViews(event.id)).toBe(5);
  });
});

describe('event page views stay exact', () => {
  it('counts a member’s first view once, repeats not, and a second member', async () => {
    const event = await createEvent(ctx);
    const budi = await loginAs(ctx);
    const siti = await loginAs(ctx);
    const views = async (headers: Headers) =>
      (await get(detailUrl(event.id), headers)).json().result.totalViewer;
    expect(await views(budi.headers)).toBe(1);
    expect(await views(budi.headers)).toBe(1);
    expect(await views(budi.headers)).toBe(1);
    expect(await storedViews(event.id)).toBe(1);
    expect(await views(siti.headers)).toBe(2);
    // A view is no write (docs/decisions/033): the members' kept answer stands, with the views this instance
    // counted since it was computed (docs/decisions/043).
    expect(await views(budi.headers)).toBe(2);
    passTtl();
    expect(await views(budi.headers)).toBe(2);
    expect(await views(siti.headers)).toBe(2);
    expect(await storedViews(event.id)).toBe(2);
  });

  it('counts visitors by network, each once, with the shared visitor answer', async () => {
    const event = await createEvent(ctx);
    const views = async (ip: string) => (await get(detailUrl(event.id), {}, ip)).json().result.totalViewer;
    expect(await views('203.0.113.10')).toBe(1);
    expect(await views('203.0.113.10')).toBe(1);
    // A new visitor is served the visitors' kept answer, their view counted and shown (docs/decisions/043).
    expect(await views('203.0.113.11')).toBe(2);
    // Both visitors share one answer, with the views counted since.
    expect(await views('203.0.113.10')).toBe(2);
    expect(await views('203.0.113.11')).toBe(2);
    expect(await storedViews(event.id)).toBe(2);
    const member = await loginAs(ctx);
    expect((await get(detailUrl(event.id), member.headers, '203.0.113.10')).json().result.totalViewer).toBe(
      3,
    );
    expect(await storedViews(event.id)).toBe(3);
  });
});

describe('READ_CACHE_TTL_MS=0', () => {
  it('turns the cache off: every read is fresh', async () => {
    const off = await createTestContext({ config: { readCacheTtlMs: 0 } });
    try {
      const event = await createEvent(off, { name: 'Tanpa Cache' });
      const read = async () =>
        (await off.app.inject({ method: 'GET', url: `/api/v1/event/${event.id}` })).json().result.name;
      expect(off.app.readCache.enabled).toBe(false);
      expect(await read()).toBe('Tanpa Cache');
      await off.db
        .updateTable('events')
        .set({ name: 'Tanpa Cache Diubah' })
        .where('id', '=', event.id)
        .execute();
      expect(await read()).toBe('Tanpa Cache Diubah');
    } finally {
      await off.close();
    }
  });
});
