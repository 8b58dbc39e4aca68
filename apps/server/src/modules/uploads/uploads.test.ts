import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES, UPLOADED_IMAGE_PATTERN, UploadedImagePath } from '@alumni/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { isOurUpload } from './uploads.service.ts';
import {
  makeImage,
  makeJpegWithMetadata,
  makeNoisePng,
  storedFiles,
  upload,
} from './uploads.test-support.ts';

let ctx: TestContext;
let member: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  member = (await loginAs(ctx, 'ROLE_USER')).headers;
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
});
afterAll(() => ctx.close());

/** The stored file behind a returned path, with its decoded metadata. */
async function stored(result: string) {
  const file = path.join(ctx.config.uploadDir, result.replace('/uploads/', ''));
  expect(existsSync(file)).toBe(true);
  return { file, meta: await sharp(readFileSync(file)).metadata() };
}

describe('POST /api/v1/upload: who may upload', () => {
  it('refuses a guest with 401 and stores nothing', async () => {
    const before = storedFiles(ctx);
    const res = await upload(ctx, { file: { bytes: await makeImage(64, 64) } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('refuses a forged token with 401', async () => {
    const res = await upload(ctx, {
      file: { bytes: await makeImage(64, 64) },
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets an admin upload too', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(70, 70) }, headers: admin });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatch(UPLOADED_IMAGE_PATTERN);
  });
});

describe('POST /api/v1/upload: stored pictures', () => {
  it('re-encodes a PNG to WebP inside the 512x512 avatar box, keeping the aspect ratio', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(800, 600) }, headers: member });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['result']);
    expect(body.result).toMatch(UPLOADED_IMAGE_PATTERN);
    const { meta } = await stored(body.result);
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 384]);
  });

  it('applies EXIF orientation and strips EXIF and ICC from a JPEG', async () => {
    const input = await makeJpegWithMetadata(1200, 800);
    const inMeta = await sharp(input).metadata();
    // The input really carries what must be removed, or this test proves nothing.
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.icc).toBeDefined();
    expect(inMeta.orientation).toBe(6);

    const res = await upload(ctx, {
      file: { bytes: input, name: 'foto.jpg', type: 'image/jpeg' },
      headers: member,
    });
    expect(res.statusCode).toBe(201);
    const { file, meta } = await stored(res.json().result);
    expect(meta.format).toBe('webp');
    // 1200x800 turned upright is 800x1200, then fitted into 512x512.
    expect([meta.width, meta.height]).toEqual([341, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(readFileSync(file).includes('Rahasia Fotografer')).toBe(false);
  });

  it('never enlarges a small picture', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(100, 50) }, headers: member });
    expect(res.statusCode).toBe(201);
    const { meta } = await stored(res.json().result);
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it('accepts a WebP from a browser cropper and the field name "file"', async () => {
    const bytes = await makeImage(300, 300, 'webp');
    const res = await upload(ctx, {
      file: { bytes, name: 'cropped.webp', type: 'image/webp', field: 'file' },
      headers: member,
    });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().result)).meta.width).toBe(300);
  });

  it('gives the same picture the same name and writes it once, leaving no temp file', async () => {
    const bytes = await makeImage(640, 480, 'png', '#aa0000');
    const a = await upload(ctx, { file: { bytes }, headers: member });
    const b = await upload(ctx, { file: { bytes, name: 'other-name.png' }, headers: admin });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().result).toBe(a.json().result);
    const name = a.json().result.replace('/uploads/', '');
    expect(storedFiles(ctx).filter((f) => f === name)).toHaveLength(1);
    expect(storedFiles(ctx).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('caps kind=event at 1600x900 and kind=group at 1600x400, whether kind comes before or after the file', async () => {
    const event = await upload(ctx, {
      fields: [['kind', 'event']],
      file: { bytes: await makeImage(3200, 1800) },
      headers: member,
    });
    expect(event.statusCode).toBe(201);
    expect((await stored(event.json().result)).meta).toMatchObject({ width: 1600, height: 900 });

    const wide = await upload(ctx, {
      file: { bytes: await makeImage(4000, 2000) },
      fieldsAfterFile: [['kind', 'event']],
      headers: member,
    });
    expect((await stored(wide.json().result)).meta).toMatchObject({ width: 1600, height: 800 });

    const group = await upload(ctx, {
      fields: [['kind', 'group']],
      file: { bytes: await makeImage(2000, 500) },
      headers: member,
    });
    expect((await stored(group.json().result)).meta).toMatchObject({ width: 1600, height: 400 });
  });

  it('accepts a 4.9 MB picture despite the 2 MB JSON body limit', async () => {
    const bytes = await makeNoisePng(4_900_000);
    expect(bytes.length).toBeGreaterThan(4_800_000);
    expect(bytes.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await upload(ctx, { file: { bytes }, headers: member });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().result)).meta.format).toBe('webp');
  });

  it('serves the stored picture under /uploads with immutable caching', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(120, 90) }, headers: member });
    const got = await ctx.app.inject({ method: 'GET', url: res.json().result });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(String(got.headers['cache-control'])).toMatch(/immutable/);
    expect(String(got.headers['cache-control'])).toMatch(/max-age=31536000/);
  });
});

describe('stored-path checks for later endpoints', () => {
  it('isOurUpload is true only for an existing path of ours', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(90, 90) }, headers: member });
    const ours: string = res.json().result;
    expect(await isOurUpload(ours, ctx.app.deps.images)).toBe(true);
    expect(await isOurUpload(`/uploads/${'0'.repeat(32)}.webp`, ctx.app.deps.images)).toBe(false);
    expect(await isOurUpload('/uploads/../../etc/passwd', ctx.app.deps.images)).toBe(false);
    expect(await isOurUpload(`https://evil.example${ours}`, ctx.app.deps.images)).toBe(false);
  });

  it('UploadedImagePath accepts only our own path shape', () => {
    expect(UploadedImagePath.safeParse(`/uploads/${'ab'.repeat(16)}.webp`).success).toBe(true);
    for (const bad of [
      `/uploads/${'AB'.repeat(16)}.webp`,
      `/uploads/${'ab'.repeat(16)}.png`,
      `/uploads/${'ab'.repeat(15)}.webp`,
      `https://evil.example/uploads/${'ab'.repeat(16)}.webp`,
      `/uploads/${'ab'.repeat(16)}.webp?x=1`,
      '/uploads/../../etc/passwd',
      '<script>alert(1)</script>',
      '',
    ]) {
      expect(UploadedImagePath.safeParse(bad).success).toBe(false);
    }
  });
});
