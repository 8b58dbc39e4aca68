import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEATH_NOTICE_MSG, PUSH_MAX_SUBSCRIPTIONS, PUSH_MESSAGES } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { RETRY_DELAYS_MS } from '../mail/mail-sender.service.ts';
import { commentUrl, notificationText, notifyMany } from '../notifications/notifications.service.ts';
import { endpointAllowed } from './push.service.ts';
import { createPushSender, PUSH_TTL_SECONDS, vapidOf } from './push-sender.service.ts';

/** /api/v1/push (docs/decisions/030) and sending through a real Web Push receiver started here. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;

/** A browser's side of a subscription: an ECDH P-256 key pair and a 16-byte auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

/** Decrypts an aes128gcm Web Push body (RFC 8188 + RFC 8291) with the browser's keys. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = keys.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service: records each request and answers with `status` (201 = accepted). */
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let status = 201;

beforeAll(async () => {
  ctx = await createTestContext();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await ctx.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function subscribe(user: User, endpoint: string, keys = browserKeys()) {
  const res = await call('POST', '/push/subscription', authHeader(ctx, user), {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.authText },
  });
  expect(res.statusCode, res.body).toBe(200);
  return keys;
}

const devicesOf = (userId: number) =>
  ctx.db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('push subscriptions', () => {
  it('refuses visitors on every endpoint (401)', async () => {
    for (const [method, url] of [
      ['GET', '/push/key'],
      ['POST', '/push/subscription'],
      ['DELETE', '/push/subscription'],
      ['GET', '/push/preferences'],
      ['PUT', '/push/preferences'],
    ] as const) {
      const res = await call(method, url, {}, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('gives members the public VAPID key', async () => {
    const me = await createUser(ctx);
    const res = await call('GET', '/push/key', authHeader(ctx, me));
    expect(res.statusCode).toBe(200);
    const key = res.json().result.publicKey as string;
    expect(key).toBe(vapidOf(ctx.app.deps.config).publicKey);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
  });

  it('refuses bad endpoints and keys with Indonesian messages', async () => {
    const me = await createUser(ctx);
    const k = browserKeys();
    const good = { p256dh: k.p256dh, auth: k.authText };
    const cases: [unknown, string][] = [
      [{ endpoint: 'http://push.example.com/x', keys: good }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'ftp://push.example.com/x', keys: good }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'bukan alamat', keys: good }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'https://u:p@push.example.com/x', keys: good }, PUSH_MESSAGES.endpoint],
      [
        {
          endpoint: 'https://push.example.com/x',
          keys: { ...good, p256dh: randomBytes(64).toString('base64url') },
        },
        PUSH_MESSAGES.p256dh,
      ],
      [
        { endpoint: 'https://push.example.com/x', keys: { ...good, p256dh: 'bukan+base64url/' } },
        PUSH_MESSAGES.p256dh,
      ],
      [
        {
          endpoint: 'https://push.example.com/x',
          keys: { ...good, auth: randomBytes(15).toString('base64url') },
        },
        PUSH_MESSAGES.auth,
      ],
      [{ endpoint: 'https://push.example.com/x' }, PUSH_MESSAGES.p256dh],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/push/subscription', authHeader(ctx, me), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await devicesOf(me.id)).toEqual([]);
  });

  it('in production takes only https endpoints on a domain name, never an address of its own network', () => {
    for (const ok of ['https://fcm.googleapis.com/fcm/send/abc', 'https://web.push.apple.com/QG9x'])
      expect(endpointAllowed(ok, 'production'), ok).toBe(true);
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9000/x',
      'https://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://api.localhost/x',
      'https://u:p@push.example.com/x',
    ])
      expect(endpointAllowed(bad, 'production'), bad).toBe(false);
    // Tests and development: a local receiver on the loopback, http or https.
    expect(endpointAllowed('http://127.0.0.1:9000/x', 'test')).toBe(true);
    expect(endpointAllowed('https://127.0.0.1:9000/x', 'development')).toBe(true);
    expect(endpointAllowed('http://10.0.0.5/x', 'development')).toBe(false);
  });

  it('stores a device once, keeps at most the newest few, and deletes only your own', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    await subscribe(me, 'https://push.example.com/me-0');
    await subscribe(me, 'https://push.example.com/me-0');
    expect(await devicesOf(me.id)).toHaveLength(1);
    for (let i = 1; i <= PUSH_MAX_SUBSCRIPTIONS; i += 1)
      await subscribe(me, `https://push.example.com/me-${i}`);
    const mine = await devicesOf(me.id);
    expect(mine).toHaveLength(PUSH_MAX_SUBSCRIPTIONS);
    expect(mine[0]?.endpoint).toBe('https://push.example.com/me-1');

    const notMine = await call('DELETE', '/push/subscription', authHeader(ctx, other), {
      endpoint: 'https://push.example.com/me-1',
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.body).toContain(PUSH_MESSAGES.notFound);
    const bad = await call('DELETE', '/push/subscription', authHeader(ctx, me), {});
    expect(bad.statusCode).toBe(400);
    const gone = await call('DELETE', '/push/subscription', authHeader(ctx, me), {
      endpoint: 'https://push.example.com/me-1',
    });
    expect(gone.statusCode).toBe(200);
    expect((await devicesOf(me.id)).map((d) => d.endpoint)).not.toContain('https://push.example.com/me-1');
  });

  it('keeps per-kind preferences, all on by default', async () => {
    const me = await createUser(ctx);
    const first = await call('GET', '/push/preferences', authHeader(ctx, me));
    expect(first.json().result).toEqual({
      reminders: true,
      seats: true,
      replies: true,
      announcements: true,
      devices: 0,
    });
    const bad = await call('PUT', '/push/preferences', authHeader(ctx, me), { reminders: 'ya' });
    expect(bad.statusCode).toBe(400);
    const prefs = { reminders: true, seats: false, replies: false, announcements: true };
    const put = await call('PUT', '/push/preferences', authHeader(ctx, me), prefs);
    expect(put.statusCode).toBe(200);
    expect(put.json().result).toEqual({ ...prefs, devices: 0 });
    expect((await call('GET', '/push/preferences', authHeader(ctx, me))).json().result).toEqual({
      ...prefs,
      devices: 0,
    });
  });
});

describe('sending', () => {
  it('pushes a notification encrypted for the device, with TTL and a VAPID signature', async () => {
    const me = await createUser(ctx);
    const actor = await createUser(ctx);
    const keys = await subscribe(me, `${receiverUrl}/device/a`);
    received.length = 0;
    status = 201;
    await notifyMany(ctx.db, [
      {
        userId: me.id,
        actorId: actor.id,
        content: 'Budi membalas komentar Anda',
        redirectUrl: '/event/7#comment-3',
        now: new Date(),
        push: 'replies',
      },
    ]);
    await ctx.app.pushJob.runOnce();
    expect(received).toHaveLength(1);
    const req = received[0] as Received;
    expect(req.path).toBe('/device/a');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(JSON.parse(decrypt(req.body, keys))).toEqual({
      title: 'Notifikasi baru',
      body: 'Budi membalas komentar Anda',
      url: '/event/7#comment-3',
    });
    // Authorization: vapid t=<ES256 JWT for the receiver's origin>, k=<the public key we hand out>.
    const vapid = vapidOf(ctx.app.deps.config);
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(req.headers.authorization));
    expect(m?.[2]).toBe(vapid.publicKey);
    const [h, p, s] = (m?.[1] ?? '').split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(claims.aud).toBe(receiverUrl);
    expect(claims.sub).toBe(vapid.subject);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(s, 'base64url'),
      ),
    ).toBe(true);
    const row = await ctx.db.selectFrom('push_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    // Sent once: another run sends nothing.
    await ctx.app.pushJob.runOnce();
    expect(received).toHaveLength(1);
  });

  it('sends nothing of a kind the member turned off, nor notifications without a kind', async () => {
    const me = await createUser(ctx);
    await subscribe(me, `${receiverUrl}/device/b`);
    await call('PUT', '/push/preferences', authHeader(ctx, me), {
      reminders: false,
      seats: true,
      replies: true,
      announcements: true,
    });
    const before = await ctx.db.selectFrom('push_outbox').select('id').execute();
    await notifyMany(ctx.db, [
      {
        userId: me.id,
        actorId: null,
        content: 'Pengingat',
        redirectUrl: '/event/1',
        now: new Date(),
        push: 'reminders',
      },
      { userId: me.id, actorId: null, content: 'Tanpa push', redirectUrl: '/event/1', now: new Date() },
    ]);
    expect(await ctx.db.selectFrom('push_outbox').select('id').execute()).toHaveLength(before.length);
    await notifyMany(ctx.db, [
      {
        userId: me.id,
        actorId: null,
        content: 'Kursi',
        redirectUrl: '/event/1',
        now: new Date(),
        push: 'seats',
      },
    ]);
    expect(await ctx.db.selectFrom('push_outbox').select('id').execute()).toHaveLength(before.length + 1);
    received.length = 0;
    await ctx.app.pushJob.runOnce();
    expect(received.map((r) => r.path)).toEqual(['/device/b']);
  });

  it('retries on a server error and removes the subscription on 410', async () => {
    const me = await createUser(ctx);
    await subscribe(me, `${receiverUrl}/device/c`);
    status = 500;
    received.length = 0;
    await notifyMany(ctx.db, [
      {
        userId: me.id,
        actorId: null,
        content: 'Acara berubah',
        redirectUrl: '/event/2',
        now: new Date(),
        push: 'announcements',
      },
    ]);
    await ctx.app.pushJob.runOnce();
    expect(received).toHaveLength(1);
    const row = await ctx.db
      .selectFrom('push_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'HTTP 500' });
    expect(Date.parse(row.next_attempt_at ?? '')).toBeGreaterThan(Date.now() + 30_000);
    // Due again, and the device has unsubscribed meanwhile: the push service answers 410 Gone.
    await ctx.db
      .updateTable('push_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', row.id)
      .execute();
    status = 410;
    await ctx.app.pushJob.runOnce();
    expect(received).toHaveLength(2);
    expect(await devicesOf(me.id)).toEqual([]);
    expect(await ctx.db.selectFrom('push_outbox').where('id', '=', row.id).selectAll().execute()).toEqual([]);
    status = 201;
  });
});

describe('sending, more', () => {
  const queue = (userId: number, content: string) =>
    notifyMany(ctx.db, [
      { userId, actorId: null, content, redirectUrl: '/event/3', now: new Date(), push: 'announcements' },
    ]);
  const dueNow = (id: number) =>
    ctx.db
      .updateTable('push_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', id)
      .execute();
  const lastRow = () =>
    ctx.db.selectFrom('push_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('removes the subscription on 404 too', async () => {
    const me = await createUser(ctx);
    await subscribe(me, `${receiverUrl}/device/d`);
    await queue(me.id, 'Acara berubah');
    status = 404;
    received.length = 0;
    try {
      await ctx.app.pushJob.runOnce();
    } finally {
      status = 201;
    }
    expect(received).toHaveLength(1);
    expect(await devicesOf(me.id)).toEqual([]);
  });

  it('gives up after the last try and marks the push failed', async () => {
    const me = await createUser(ctx);
    await subscribe(me, `${receiverUrl}/device/e`);
    await queue(me.id, 'Acara berubah');
    const id = (await lastRow()).id;
    status = 503;
    try {
      for (let i = 0; i <= RETRY_DELAYS_MS.length; i += 1) {
        await dueNow(id);
        await ctx.app.pushJob.runOnce();
      }
    } finally {
      status = 201;
    }
    const row = await ctx.db
      .selectFrom('push_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MS.length + 1,
      last_error: 'HTTP 503',
      next_attempt_at: null,
    });
    // Failed is final: nothing is sent again, and the device stays (only 404/410 say it is gone).
    received.length = 0;
    await dueNow(id);
    await ctx.app.pushJob.runOnce();
    expect(received).toHaveLength(0);
    expect(await devicesOf(me.id)).toHaveLength(1);
  });

  it('sends each push once when two instances run at the same time', async () => {
    const me = await createUser(ctx);
    await subscribe(me, `${receiverUrl}/device/f`);
    const before = await ctx.db.selectFrom('push_outbox').select('id').execute();
    for (let i = 0; i < 6; i += 1) await queue(me.id, `Kabar ${i}`);
    const sender = () =>
      createPushSender({
        database: ctx.app.deps.database,
        vapid: vapidOf(ctx.app.deps.config),
        now: () => new Date(),
        log: { warn: () => undefined },
      });
    received.length = 0;
    const runs = await Promise.all([sender().runOnce(), sender().runOnce(), sender().runOnce()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(received).toHaveLength(6);
    const sent = await ctx.db
      .selectFrom('push_outbox')
      .select(['status', 'attempts'])
      .where('id', 'not in', before.map((r) => r.id).concat(0))
      .execute();
    expect(sent).toEqual(Array.from({ length: 6 }, () => ({ status: 'sent', attempts: 1 })));
  });

  it('pushes a reply made through the API to the author of the comment, not to the one replying', async () => {
    const author = await createUser(ctx, { name: 'Siti Rahma' });
    const replier = await createUser(ctx, { name: 'Budi Santoso' });
    const event = await createEvent(ctx, { name: 'Reuni Akbar' });
    const keys = await subscribe(author, `${receiverUrl}/device/author`);
    await subscribe(replier, `${receiverUrl}/device/replier`);
    const post = (who: User, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/comment',
        headers: { 'content-type': 'application/json', ...authHeader(ctx, who) },
        payload: JSON.stringify(body),
      });
    const top = await post(author, { eventId: event.id, content: 'Siapa yang datang?' });
    expect(top.statusCode, top.body).toBe(201);
    received.length = 0;
    const reply = await post(replier, {
      eventId: event.id,
      content: 'Saya datang!',
      parentCommentId: top.json().result.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await ctx.app.pushJob.runOnce();
    expect(received.map((r) => r.path)).toEqual(['/device/author']);
    expect(JSON.parse(decrypt((received[0] as Received).body, keys))).toEqual({
      title: 'Notifikasi baru',
      body: notificationText.replied('Budi Santoso', 'Reuni Akbar'),
      url: commentUrl(event.id, reply.json().result.id),
    });

    // Replies turned off: the next reply stays in the app only.
    await call('PUT', '/push/preferences', authHeader(ctx, author), {
      reminders: true,
      seats: true,
      replies: false,
      announcements: true,
    });
    received.length = 0;
    const again = await post(replier, {
      eventId: event.id,
      content: 'Sampai jumpa',
      parentCommentId: top.json().result.id,
    });
    expect(again.statusCode).toBe(201);
    await ctx.app.pushJob.runOnce();
    expect(received).toEqual([]);
  });

  it('pushes a published kabar duka to every member who has a device, as an announcement', async () => {
    const adminA = await loginAs(ctx, 'ROLE_ADMIN');
    const member = await createUser(ctx);
    const quiet = await createUser(ctx);
    const keys = await subscribe(member, `${receiverUrl}/device/duka`);
    await subscribe(quiet, `${receiverUrl}/device/quiet`);
    await call('PUT', '/push/preferences', authHeader(ctx, quiet), {
      reminders: true,
      seats: true,
      replies: true,
      announcements: false,
    });
    const sent = await call('POST', '/death-notice', authHeader(ctx, member), {
      deceasedName: 'Bapak H. Sudirman',
      relation: 'Ayahanda dari teman kita',
      diedOn: '20/11/2026',
      funeralHome: 'Jl. Melati No. 5, Bandung',
      burialTime: 'Sabtu, 21/11/2026 pukul 10.00 WIB',
      burialPlace: 'TPU Sirnaraga',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().result.id as number;
    // The admins' own notice that it waits is not one of the pushed kinds.
    received.length = 0;
    await ctx.app.pushJob.runOnce();
    expect(received).toEqual([]);
    const ok = await call('POST', `/death-notice/${id}/confirm`, adminA.headers, { wording: 'ISLAMIC' });
    expect(ok.statusCode, ok.body).toBe(200);
    await ctx.app.pushJob.runOnce();
    const mine = received.filter((r) => r.path === '/device/duka');
    expect(mine).toHaveLength(1);
    expect(received.map((r) => r.path)).not.toContain('/device/quiet');
    expect(JSON.parse(decrypt((mine[0] as Received).body, keys))).toEqual({
      title: 'Notifikasi baru',
      body: DEATH_NOTICE_MSG.notification('Bapak H. Sudirman'),
      url: `/kabar-duka/${id}`,
    });
  });
});

describe("'Keluar dari semua perangkat'", () => {
  it("drops every device of the member, by themselves or by an admin, and no one else's", async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    await subscribe(me, 'https://push.example.com/everywhere-1');
    await subscribe(me, 'https://push.example.com/everywhere-2');
    await subscribe(other, 'https://push.example.com/everywhere-other');
    const res = await call('POST', '/logout-everywhere', authHeader(ctx, me));
    expect(res.statusCode, res.body).toBe(200);
    expect(await devicesOf(me.id)).toEqual([]);
    expect(await devicesOf(other.id)).toHaveLength(1);

    const byAdmin = await call('POST', `/user/${other.id}/logout-everywhere`, admin.headers);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await devicesOf(other.id)).toEqual([]);
  });
});
