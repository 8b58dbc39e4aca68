/**
 * Uploads in an S3-compatible bucket (docs/decisions/016): a real s3rver started for this file, the app configured as
 * S3_BUCKET/S3_ENDPOINT/S3_FORCE_PATH_STYLE would. The content-hash names, the re-encoding and the limits are
 * the disk store's; reads stream from the bucket or redirect to S3_PUBLIC_URL.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageVariantPath, UPLOAD_MESSAGES, UPLOADED_IMAGE_PATTERN } from '@alumni/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { type S3Server, startS3 } from '../../../test/services.ts';
import { putUser, userRow } from '../users/users.test-support.ts';
import { copyDiskUploadsToStore, createS3Store, type ImageStore } from './image-store.service.ts';
import { contentName } from './uploads.service.ts';
import { makeImage, makeNoisePng, upload } from './uploads.test-support.ts';

let s3: S3Server;
let ctx: TestContext;
let cdn: TestContext;
let bucket: ImageStore;
let member: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3();
  ctx = await createTestContext({ config: { s3: s3.config } });
  cdn = await createTestContext({
    config: { s3: { ...s3.config, publicUrl: 'https://cdn.example.net/alumni' } },
  });
  bucket = createS3Store(s3.config);
  member = (await loginAs(ctx, 'ROLE_USER')).headers;
}, 30_000);
afterAll(async () => {
  bucket.close();
  await ctx.close();
  await cdn.close();
  await s3.stop();
});

const nameOf = (result: string) => result.slice('/uploads/'.length);
const bodyBytes = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const webpOnDisk = () => readdirSync(ctx.config.uploadDir).filter((f) => f.endsWith('.webp'));

describe('uploads with S3_BUCKET set', () => {
  it('stores the re-encoded WebP in the bucket under its content-hash name, not on the disk', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(800, 600) }, headers: member });
    expect(res.statusCode).toBe(201);
    const result: string = res.json().result;
    expect(result).toMatch(UPLOADED_IMAGE_PATTERN);
    const object = await bucket.get(nameOf(result));
    expect(object).not.toBeNull();
    const bytes = await bodyBytes(object?.body as NodeJS.ReadableStream);
    expect(contentName(bytes)).toBe(nameOf(result));
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 384]);
    expect(webpOnDisk()).toEqual([]);
  });

  it('gives the same picture the same name twice (one object)', async () => {
    const bytes = await makeImage(300, 200, 'png', '#00aa00');
    const a = await upload(ctx, { file: { bytes }, headers: member });
    const b = await upload(ctx, { file: { bytes, name: 'lagi.png' }, headers: member });
    expect(b.json().result).toBe(a.json().result);
    const names: string[] = [];
    for await (const n of bucket.list()) names.push(n);
    expect(names.filter((n) => n === nameOf(a.json().result))).toHaveLength(1);
  });

  it('keeps the limits: a text file is 400, an oversized file 413, and the bucket gets nothing', async () => {
    const before: string[] = [];
    for await (const n of bucket.list()) before.push(n);
    const text = await upload(ctx, {
      file: { bytes: Buffer.from('bukan gambar'.repeat(50)), name: 'x.png' },
      headers: member,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ code: 'IMAGE_INVALID', message: UPLOAD_MESSAGES.invalid });
    const big = await upload(ctx, { file: { bytes: await makeNoisePng(5_400_000) }, headers: member });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'IMAGE_TOO_LARGE', message: UPLOAD_MESSAGES.tooLarge });
    const guest = await upload(ctx, { file: { bytes: await makeImage(40, 40) } });
    expect(guest.statusCode).toBe(401);
    const after: string[] = [];
    for await (const n of bucket.list()) after.push(n);
    expect(after.sort()).toEqual(before.sort());
  }, 30_000);

  it('serves GET /uploads/<name> from the bucket with image/webp and a one-year immutable cache', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(120, 90) }, headers: member });
    const got = await ctx.app.inject({ method: 'GET', url: res.json().result });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(String(got.headers['cache-control'])).toBe('public, max-age=31536000, immutable');
    expect(contentName(got.rawPayload)).toBe(nameOf(res.json().result));
  });

  it('answers 404 in Indonesian for a missing picture or a name that is not ours', async () => {
    for (const url of [
      `/uploads/${'0'.repeat(32)}.webp`,
      '/uploads/.hidden.tmp',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const got = await ctx.app.inject({ method: 'GET', url });
      expect(got.statusCode).toBe(404);
      expect(got.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('accepts a bucket picture as a profile picture and refuses one that is not in the bucket', async () => {
    const { user, headers } = await loginAs(ctx);
    const up = await upload(ctx, { file: { bytes: await makeImage(64, 64, 'png', '#123456') }, headers });
    const picture: string = up.json().result;
    const saved = await putUser(ctx, { name: 'Foto Bucket', picture }, headers);
    expect(saved.statusCode).toBe(200);
    expect((await userRow(ctx, user.id)).picture).toBe(picture);
    const missing = await putUser(
      ctx,
      { name: 'Foto Bucket', picture: `/uploads/${'e'.repeat(32)}.webp` },
      headers,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'PICTURE_INVALID' });
  });

  it('copies pictures left on the disk (the demo seed, a move from disk) into the bucket once', async () => {
    const bytes = await sharp(await makeImage(50, 50, 'png', '#abcdef'))
      .webp()
      .toBuffer();
    const name = contentName(bytes);
    writeFileSync(path.join(ctx.config.uploadDir, name), bytes);
    writeFileSync(path.join(ctx.config.uploadDir, 'notes.txt'), 'not a picture');
    expect(await bucket.has(name)).toBe(false);
    expect(await copyDiskUploadsToStore(ctx.config.uploadDir, ctx.app.deps.images)).toBe(1);
    expect(await bucket.has(name)).toBe(true);
    expect(await bucket.has('notes.txt')).toBe(false);
    expect(await copyDiskUploadsToStore(ctx.config.uploadDir, ctx.app.deps.images)).toBe(0);
  });
});

describe('narrower copies in the bucket (docs/decisions/018-image-widths.md)', () => {
  it('stores the copies of an upload in the bucket and streams them with the pictures’ headers', async () => {
    const res = await upload(ctx, {
      fields: [['kind', 'event']],
      file: { bytes: await makeImage(1600, 900, 'png', '#552211') },
      headers: member,
    });
    const picture: string = res.json().result;
    for (const width of [320, 640, 960, 1280]) {
      expect(await bucket.has(nameOf(imageVariantPath(picture, width)))).toBe(true);
    }
    const got = await ctx.app.inject({ method: 'GET', url: imageVariantPath(picture, 320) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(String(got.headers['cache-control'])).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 180]);
    expect(webpOnDisk().filter((f) => f.startsWith(nameOf(picture).slice(0, 32)))).toEqual([]);
  });

  it('makes the copy of a bucket picture stored before on the first request, into the bucket', async () => {
    const bytes = await sharp(await makeImage(1000, 500, 'png', '#0a0b0c'))
      .webp()
      .toBuffer();
    const name = contentName(bytes);
    await bucket.put(name, bytes);
    const url = imageVariantPath(`/uploads/${name}`, 640);
    expect(await bucket.has(nameOf(url))).toBe(false);
    const got = await ctx.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 320]);
    const object = await bucket.get(nameOf(url));
    expect((await bodyBytes(object?.body as NodeJS.ReadableStream)).equals(got.rawPayload)).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(got.rawPayload)).toBe(true);
  });

  it('answers 404 for a copy of a missing picture or an unknown width', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(200, 200) }, headers: member });
    for (const url of [imageVariantPath(res.json().result, 500), `/uploads/${'1'.repeat(32)}-96w.webp`]) {
      const got = await ctx.app.inject({ method: 'GET', url });
      expect(got.statusCode).toBe(404);
      expect(got.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('uploads with S3_PUBLIC_URL (a CDN in front of the bucket)', () => {
  it('makes a missing copy in the bucket, then redirects to it on the CDN; a missing picture is 404', async () => {
    const bytes = await sharp(await makeImage(900, 900, 'png', '#fedcba'))
      .webp()
      .toBuffer();
    const name = contentName(bytes);
    await bucket.put(name, bytes);
    const url = imageVariantPath(`/uploads/${name}`, 384);
    const got = await cdn.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(302);
    expect(got.headers.location).toBe(`https://cdn.example.net/alumni/${nameOf(url)}`);
    const object = await bucket.get(nameOf(url));
    const meta = await sharp(await bodyBytes(object?.body as NodeJS.ReadableStream)).metadata();
    expect([meta.width, meta.height]).toEqual([384, 384]);
    const missing = await cdn.app.inject({ method: 'GET', url: `/uploads/${'2'.repeat(32)}-384w.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('redirects GET /uploads/<name> to the CDN and lets the pages load pictures from there', async () => {
    const { headers } = await loginAs(cdn);
    const res = await upload(cdn, { file: { bytes: await makeImage(90, 60) }, headers });
    expect(res.statusCode).toBe(201);
    const name = nameOf(res.json().result);
    expect(await bucket.has(name)).toBe(true);
    const got = await cdn.app.inject({ method: 'GET', url: res.json().result });
    expect(got.statusCode).toBe(302);
    expect(got.headers.location).toBe(`https://cdn.example.net/alumni/${name}`);
    const csp = String(got.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.net(;|$)/);
    // A bad name is still ours to refuse, not the CDN's.
    expect((await cdn.app.inject({ method: 'GET', url: '/uploads/evil.svg' })).statusCode).toBe(404);
  });
});
