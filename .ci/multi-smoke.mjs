/**
 * The smoke of the several-machines leg (.ci/multi.sh sets up PostgreSQL, Redis, s3rver and nginx). Starts two
 * instances of the built server, each with its own DATA_DIR (nothing shared but the database, Redis and the
 * bucket), then checks through plain HTTP:
 * 1. a picture uploaded through instance A is read through instance B and through the proxy;
 * 2. a sign-in limit reached with failures spread over both instances holds on both;
 * 3. a comment written on A is read on B, and a change saved on A shows at once in B's cached answer (writes are
 *    announced over Redis, docs/decisions/033; well inside the 30 s TTL);
 * 4. a rolling restart (SIGTERM, exit 0, start again) of each instance during a read load through nginx ends
 *    with zero failed requests, and the restarted instance serves again.
 * Every wait polls a condition; nothing sleeps a fixed time.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const env = process.env;
const work = env.MULTI_WORK;
const proxy = env.MULTI_PROXY;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const adminPassword = `Multi-${randomBytes(8).toString('hex')}`;
const jwtSecret = randomBytes(48).toString('base64url');

const fail = (message) => {
  console.error(`FAILED: ${message}`);
  process.exit(1);
};
const check = (condition, message) => {
  if (!condition) fail(message);
  console.log(`  ok: ${message}`);
};

async function waitFor(condition, what, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (await condition().catch(() => false)) return;
    if (Date.now() > until) fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const instances = {
  A: { port: Number(env.MULTI_A_PORT), child: null, exited: null, log: '' },
  B: { port: Number(env.MULTI_B_PORT), child: null, exited: null, log: '' },
};
const direct = (name) => `http://127.0.0.1:${instances[name].port}`;

async function start(name, seed) {
  const inst = instances[name];
  const dataDir = path.join(work, `data-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      PATH: env.PATH,
      NODE_ENV: 'production',
      PORT: String(inst.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: env.MULTI_DATABASE_URL,
      REDIS_URL: env.MULTI_REDIS_URL,
      S3_BUCKET: 'alumni-multi',
      S3_ENDPOINT: env.MULTI_S3_ENDPOINT,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      JWT_SECRET: jwtSecret,
      TRUST_PROXY: '1',
      PUBLIC_URL: proxy,
      SEED: seed,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: env.MULTI_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  inst.log = '';
  child.stdout.on('data', (d) => {
    inst.log += d;
  });
  child.stderr.on('data', (d) => {
    inst.log += d;
  });
  inst.child = child;
  inst.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(async () => {
    if (child.exitCode !== null) fail(`instance ${name} exited at start:\n${inst.log}`);
    return (await fetch(`${direct(name)}/readyz`)).status === 200;
  }, `instance ${name} to be ready`);
}

async function json(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: await res.json().catch(() => null), headers: res.headers };
}

// Instance A first (migrations, the first admin, the demo seed, which it copies into the bucket), then B.
await start('A', 'demo');
await start('B', 'demo');
console.log('== two instances ready behind nginx');

const login = await json(`${proxy}/api/v1/login`, {
  method: 'POST',
  body: JSON.stringify({ email: 'admin', password: adminPassword }),
});
check(login.status === 200, 'the admin signs in through the proxy');
const auth = { authorization: `Bearer ${login.body.result.token}` };

console.log('== 1. upload through A, read through B');
const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e6091' } })
  .png()
  .toBuffer();
const form = new FormData();
form.append('image', new Blob([png], { type: 'image/png' }), 'kecil.png');
const uploaded = await fetch(`${direct('A')}/api/v1/upload`, { method: 'POST', headers: auth, body: form });
const uploadBody = await uploaded.json();
check(
  uploaded.status === 201 && /^\/uploads\/[0-9a-f]{32}\.webp$/.test(uploadBody.result),
  'A stores the upload',
);
const fromB = await fetch(`${direct('B')}${uploadBody.result}`);
const bytesB = Buffer.from(await fromB.arrayBuffer());
check(
  fromB.status === 200 && fromB.headers.get('content-type') === 'image/webp',
  'B serves the picture A stored',
);
const fromProxy = Buffer.from(await (await fetch(`${proxy}${uploadBody.result}`)).arrayBuffer());
check(bytesB.length > 0 && bytesB.equals(fromProxy), 'the proxy serves the same bytes');
const seeded = await json(`${direct('B')}/api/v1/event?offset=1&limit=1`);
const seededImage = JSON.stringify(seeded.body).match(/\/uploads\/[0-9a-f]{32}\.webp/)?.[0];
// Every body is read to its end: an unread answer holds its connection open and, rightly, a graceful stop with it.
const seededRes = seededImage ? await fetch(`${direct('B')}${seededImage}`) : undefined;
const seededBytes = seededRes ? Buffer.from(await seededRes.arrayBuffer()) : Buffer.alloc(0);
check(
  seededRes?.status === 200 && seededBytes.length > 0,
  "B serves a demo picture that A's seed wrote and copied into the bucket",
);

console.log('== 2. a sign-in limit reached across both instances');
const guesser = { 'x-forwarded-for': '203.0.113.86' };
for (let i = 0; i < 5; i++) {
  const name = i % 2 === 0 ? 'A' : 'B';
  const res = await json(`${direct(name)}/api/v1/login`, {
    method: 'POST',
    headers: guesser,
    body: JSON.stringify({ email: 'penyusup.multi', password: `tebakan-${i}` }),
  });
  if (res.status !== 401) fail(`failure ${i + 1} on ${name} answered ${res.status}`);
}
for (const name of ['A', 'B']) {
  const res = await json(`${direct(name)}/api/v1/login`, {
    method: 'POST',
    headers: guesser,
    body: JSON.stringify({ email: 'penyusup.multi', password: 'tebakan-lagi' }),
  });
  check(
    res.status === 429 && res.body.code === 'TOO_MANY_LOGIN_ATTEMPTS',
    `${name} refuses the 6th try (429)`,
  );
}

console.log('== 3. a comment written on A, read on B');
const events = JSON.stringify(seeded.body);
const eventId = Number(events.match(/"id":(\d+)/)?.[1]);
check(Number.isInteger(eventId), `a published demo event (${eventId})`);
const text = `Salam dari dua mesin ${randomBytes(4).toString('hex')}`;
const written = await json(`${direct('A')}/api/v2/comment`, {
  method: 'POST',
  headers: auth,
  body: JSON.stringify({ eventId, content: text }),
});
check(written.status === 201, 'A saves the comment');
const read = await json(`${direct('B')}/api/v2/comment?eventId=${eventId}&offset=1&limit=10`, {
  headers: auth,
});
check(read.status === 200 && JSON.stringify(read.body).includes(text), 'B lists it');

// B keeps the community's answer in its read cache; A's save is announced, so B drops it long before its TTL.
const vision = `Visi dua mesin ${randomBytes(4).toString('hex')}`;
const communityOnB = async () => (await json(`${direct('B')}/api/v1/community`)).body?.result?.vision;
await communityOnB();
check((await communityOnB()) !== vision, 'B answers the community settings (now cached)');
const saved = await json(`${direct('A')}/api/v1/community`, {
  method: 'PUT',
  headers: auth,
  body: JSON.stringify({ vision }),
});
check(saved.status === 200, 'A saves a new vision');
await waitFor(async () => (await communityOnB()) === vision, "B's cached answer to show A's change", 5_000);
check(true, "B shows A's change at once (within 5 s; the TTL is 30 s)");

console.log('== 4. rolling restart during a read load through nginx');
const load = { ok: 0, failed: 0, errors: [], byUpstream: new Map(), stop: false };
const targets = ['/api/v1/event?offset=1&limit=5', '/healthz', '/api/v1/stats'];
const worker = async (n) => {
  for (let i = n; !load.stop; i++) {
    try {
      const res = await fetch(`${proxy}${targets[i % targets.length]}`);
      await res.arrayBuffer();
      if (res.status === 200) load.ok += 1;
      else {
        load.failed += 1;
        load.errors.push(`${res.status} ${targets[i % targets.length]}`);
      }
      const upstream = res.headers.get('x-upstream') ?? '';
      load.byUpstream.set(upstream, (load.byUpstream.get(upstream) ?? 0) + 1);
    } catch (err) {
      load.failed += 1;
      load.errors.push(String(err));
    }
  }
};
const servedBy = (name) => load.byUpstream.get(`127.0.0.1:${instances[name].port}`) ?? 0;
const workers = Array.from({ length: 6 }, (_, n) => worker(n));
await waitFor(async () => servedBy('A') >= 30 && servedBy('B') >= 30, 'the load to reach both instances');

for (const name of ['A', 'B']) {
  const inst = instances[name];
  inst.child.kill('SIGTERM');
  const code = await inst.exited;
  if (code !== 0) fail(`instance ${name} exited ${code} on SIGTERM:\n${inst.log}`);
  console.log(`  ok: ${name} stopped on SIGTERM with exit 0 (${load.ok} requests answered so far)`);
  const before = servedBy(name);
  await start(name, 'none');
  await waitFor(async () => servedBy(name) >= before + 30, `the restarted ${name} to take load again`);
  console.log(`  ok: ${name} restarted and serves again`);
}
load.stop = true;
await Promise.all(workers);
console.log(
  `  load: ${load.ok} answered, ${load.failed} failed, by upstream ${JSON.stringify([...load.byUpstream])}`,
);
if (load.failed > 0)
  fail(`failed requests during the rolling restart: ${load.errors.slice(0, 10).join('; ')}`);
check(load.ok > 0, 'zero failed requests during the rolling restart');

for (const name of ['A', 'B']) {
  instances[name].child.kill('SIGTERM');
  const code = await instances[name].exited;
  if (code !== 0) fail(`instance ${name} exited ${code}`);
}
const errors = readFileSync(path.join(work, 'nginx/error.log'), 'utf8');
console.log(
  `== several-machines smoke passed (nginx error log: ${errors.split('\n').filter(Boolean).length} lines)`,
);
