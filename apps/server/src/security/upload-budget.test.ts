import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_MESSAGES, uploadBudgetMessage } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, setCommunity, type TestContext } from '../../test/helpers.ts';
import { type S3Server, startS3 } from '../../test/services.ts';
import { manualClock } from '../modules/auth/auth.test-support.ts';
import { createS3Store, type ImageStore } from '../modules/uploads/image-store.service.ts';
import { variantName, widthsForKind } from '../modules/uploads/image-variants.service.ts';
import { runUploadCleanup } from '../modules/uploads/upload-cleanup.service.ts';
import { makeImage, makeNoisePng, upload } from '../modules/uploads/uploads.test-support.ts';

/**
 * docs/decisions/020, "Uploads". Attacks: one member uploads without end (about 3 GB an
 * hour at the size limit), and everything ever uploaded stays on the disk or in the bucket. Proof they fail:
 * past the member's daily count or bytes the upload is a 429 with an Indonesian message; a picture nothing
 * references is removed after the grace period with all its copies, on the disk and in S3, by one instance at
 * a time. Positive controls: an allowed upload still works (another member, the next day); a referenced
 * picture is never removed; the admin dashboard shows the space used.
 */
const HOUR = 3_600_000;
const GRACE_SECONDS = 48 * 3600;
const clock = manualClock(new Date('2026-11-26T08:00:00.000Z'));
let ctx: TestContext;
let s3: S3Server;
let s3ctx: TestContext;
let bucket: ImageStore;
beforeAll(async () => {
  ctx = await createTestContext({
    now: clock.now,
    config: { uploadBudget: { maxCount: 3, maxBytes: 100_000 }, uploadOrphanGraceSeconds: GRACE_SECONDS },
  });
  s3 = await startS3();
  s3ctx = await createTestContext({ now: clock.now, config: { s3: s3.config } });
  bucket = createS3Store(s3.config);
}, 30_000);
afterAll(async () => {
  bucket.close();
  await ctx.close();
  await s3ctx.close();
  await s3.stop();
});

let colour = 0;
/** A small picture that hashes differently each time. */
const picture = (size = 600) =>
  makeImage(size, size, 'png', `#${(0x100000 + ++colour * 7919).toString(16).slice(-6)}`);
const send = async (c: TestContext, headers: Record<string, string>, bytes?: Buffer, kind = 'avatar') =>
  upload(c, { file: { bytes: bytes ?? (await picture()) }, fields: [['kind', kind]], headers });
const cleanup = (c: TestContext, holder?: string) =>
  runUploadCleanup({ db: c.db, images: c.app.deps.images, graceSeconds: GRACE_SECONDS }, clock.now(), holder);

describe('a daily upload budget per member', () => {
  it('refuses the upload past the count with a 429 and an Indonesian message; others and tomorrow still work', async () => {
    const member = await loginAs(ctx);
    for (let i = 0; i < 3; i += 1) expect((await send(ctx, member.headers)).statusCode).toBe(201);
    const refused = await send(ctx, member.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: uploadBudgetMessage(3, Math.round(100_000 / 1048576)),
      code: 'UPLOAD_BUDGET',
    });
    expect(refused.json().message).toMatch(/Batas upload gambar Anda sudah tercapai/);

    // Positive controls: another member is not affected, and 24 hours later the member may upload again.
    const other = await loginAs(ctx);
    expect((await send(ctx, other.headers)).statusCode).toBe(201);
    clock.advance(24 * HOUR + 1000);
    expect((await send(ctx, member.headers)).statusCode).toBe(201);
  });

  it('refuses the upload that would pass the bytes budget, before the picture is decoded', async () => {
    const member = await loginAs(ctx);
    const noisy = await makeNoisePng(60_000);
    expect(noisy.length).toBeGreaterThan(50_000);
    expect((await send(ctx, member.headers, noisy)).statusCode).toBe(201);
    const res = await send(ctx, member.headers, await makeNoisePng(60_000));
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('UPLOAD_BUDGET');
    // Not an image-format error: the budget spoke first.
    expect(res.json().message).not.toBe(UPLOAD_MESSAGES.invalid);
  });
});

describe('pictures nothing references are removed after the grace period', () => {
  it('removes an unreferenced picture and its copies from the disk; never a referenced one', async () => {
    const member = await loginAs(ctx);
    const kept: string = (await send(ctx, member.headers)).json().result;
    const orphan: string = (await send(ctx, member.headers)).json().result;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { name: 'Anggota Berfoto', picture: kept },
      headers: member.headers,
    });
    expect(put.statusCode, put.body).toBe(200);
    const file = (p: string) => path.join(ctx.config.uploadDir, p.slice('/uploads/'.length));
    const copies = (p: string) =>
      widthsForKind('avatar').map((w) => file(variantName(p, w).replace(/^\/uploads\//, '/uploads/')));
    expect(copies(orphan).every((f) => existsSync(f))).toBe(true);

    // Within the grace period nothing goes (the form that will use it may still be open).
    expect((await cleanup(ctx)).removed).toEqual([]);
    expect(existsSync(file(orphan))).toBe(true);

    clock.advance(GRACE_SECONDS * 1000 + HOUR);
    const run = await cleanup(ctx);
    expect(run.removed).toContain(orphan.slice('/uploads/'.length));
    expect(existsSync(file(orphan))).toBe(false);
    expect(copies(orphan).some((f) => existsSync(f))).toBe(false);
    // Positive control: the referenced picture and its copies stay, and are still served.
    expect(existsSync(file(kept))).toBe(true);
    expect(copies(kept).every((f) => existsSync(f))).toBe(true);
    expect((await ctx.app.inject({ url: kept })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: orphan })).statusCode).toBe(404);
  });

  it("keeps the community's logo, which lives inside the settings' JSON (docs/decisions/021)", async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const logo: string = (await send(ctx, admin.headers)).json().result;
    await setCommunity(ctx, { logo });
    clock.advance(GRACE_SECONDS * 1000 + HOUR);
    expect((await cleanup(ctx)).removed).not.toContain(logo.slice('/uploads/'.length));
    expect((await ctx.app.inject({ url: logo })).statusCode).toBe(200);
  });

  it('dates a picture stored before the job knew it, and removes it only a grace period later', async () => {
    const name = 'ab'.repeat(16);
    await ctx.app.deps.images.put(`${name}.webp`, await makeImage(32, 32, 'webp'));
    expect((await cleanup(ctx)).dated).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.deps.images.has(`${name}.webp`)).toBe(true);
    clock.advance(GRACE_SECONDS * 1000 + HOUR);
    expect((await cleanup(ctx)).removed).toContain(`${name}.webp`);
    expect(await ctx.app.deps.images.has(`${name}.webp`)).toBe(false);
  });

  it('runs on one instance at a time: a second instance meanwhile skips', async () => {
    // Instance A holds the lease (a run in progress): B's run does nothing.
    await ctx.db
      .insertInto('job_leases')
      .values({
        name: 'upload-cleanup',
        holder: 'A',
        until: new Date(clock.now().getTime() + 60_000).toISOString(),
      })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder: 'A', until: new Date(clock.now().getTime() + 60_000).toISOString() }),
      )
      .execute();
    expect((await cleanup(ctx, 'B')).skipped).toBe(true);
    // A lease past its time (a crashed instance) is taken over.
    clock.advance(120_000);
    expect((await cleanup(ctx, 'B')).skipped).toBe(false);
    // While B runs, its lease keeps everyone else out; released at its end, the next run may start.
    expect((await cleanup(ctx, 'C')).skipped).toBe(false);
  });

  it('removes an unreferenced picture and its copies from the S3 bucket; keeps a referenced one', async () => {
    const member = await loginAs(s3ctx);
    const kept: string = (await send(s3ctx, member.headers)).json().result;
    const orphan: string = (await send(s3ctx, member.headers, await makeImage(1400, 800), 'event')).json()
      .result;
    expect(
      (
        await s3ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/user',
          payload: { name: 'Anggota S3', picture: kept },
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(200);
    const name = (p: string) => p.slice('/uploads/'.length);
    const orphanCopies = widthsForKind('event').map((w) => variantName(name(orphan), w));
    expect(await bucket.has(name(orphan))).toBe(true);
    expect((await Promise.all(orphanCopies.map((c) => bucket.has(c)))).some(Boolean)).toBe(true);
    await cleanup(s3ctx);
    clock.advance(GRACE_SECONDS * 1000 + HOUR);
    expect((await cleanup(s3ctx)).removed).toEqual([name(orphan)]);
    expect(await bucket.has(name(orphan))).toBe(false);
    expect((await Promise.all(orphanCopies.map((c) => bucket.has(c)))).some(Boolean)).toBe(false);
    expect(await bucket.has(name(kept))).toBe(true);
  });
});

describe('GET /dashboard/storage', () => {
  it('shows an admin the space the pictures take; refuses a guest and a member', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const member = await loginAs(ctx);
    clock.advance(2 * 60_000); // past the one-minute memo of an earlier answer
    expect((await send(ctx, member.headers)).statusCode).toBe(201);
    const res = await ctx.app.inject({ url: '/api/v1/dashboard/storage', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const usage = res.json().result;
    expect(usage.files).toBeGreaterThan(0);
    expect(usage.bytes).toBeGreaterThan(0);
    expect(usage.uploadsLastDay).toBeGreaterThanOrEqual(1);
    expect((await ctx.app.inject({ url: '/api/v1/dashboard/storage' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/v1/dashboard/storage', headers: member.headers })).statusCode,
    ).toBe(403);
  });
});
