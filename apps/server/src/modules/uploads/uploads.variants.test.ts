/**
 * Narrower copies of stored pictures on the disk store (image-variants.service.ts, docs/decisions/018-image-widths.md):
 * made at upload for the kind's widths, made on the first request for pictures stored before (the seed's),
 * never wider than the picture, served with the pictures' headers; anything else under /uploads/ is a 404.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, IMAGE_WIDTHS, imageVariantPath } from '@alumni/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { parseVariantName } from './image-variants.service.ts';
import { contentName } from './uploads.service.ts';
import { makeImage, storedFiles, upload } from './uploads.test-support.ts';

let ctx: TestContext;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  member = (await loginAs(ctx, 'ROLE_USER')).headers;
});
afterAll(() => ctx.close());

const file = (name: string) => path.join(ctx.config.uploadDir, name);
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const size = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

/** A picture put into the upload folder the way the demo seed does (no copies made). */
async function storedBefore(width: number, height: number, color: string): Promise<string> {
  const bytes = await sharp(await makeImage(width, height, 'png', color))
    .webp()
    .toBuffer();
  const name = contentName(bytes);
  writeFileSync(file(name), bytes);
  return `/uploads/${name}`;
}

describe('copies made at upload', () => {
  it('stores the wide-picture widths of an event picture beside it, each read back at its width', async () => {
    const res = await upload(ctx, {
      fields: [['kind', 'event']],
      file: { bytes: await makeImage(3200, 1800, 'png', '#225588') },
      headers: member,
    });
    expect(res.statusCode).toBe(201);
    const picture: string = res.json().result;
    for (const width of IMAGE_WIDTHS.picture) {
      const name = imageVariantPath(picture, width).slice('/uploads/'.length);
      expect(existsSync(file(name))).toBe(true);
      expect(await size(readFileSync(file(name)))).toEqual({
        format: 'webp',
        width,
        height: Math.round((width * 9) / 16),
      });
    }
    // No avatar widths for an event picture, and no temp files left.
    const hash = picture.slice('/uploads/'.length, -'.webp'.length);
    expect(storedFiles(ctx).filter((f) => f.startsWith(`${hash}-`))).toHaveLength(
      IMAGE_WIDTHS.picture.length,
    );
    expect(storedFiles(ctx).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('stores the avatar widths of an avatar, only those narrower than the picture', async () => {
    const res = await upload(ctx, {
      file: { bytes: await makeImage(300, 300, 'png', '#883311') },
      headers: member,
    });
    const picture: string = res.json().result;
    const hash = picture.slice('/uploads/'.length, -'.webp'.length);
    expect(storedFiles(ctx).filter((f) => f.startsWith(`${hash}-`))).toEqual([
      `${hash}-192w.webp`,
      `${hash}-96w.webp`,
    ]);
  });
});

describe('GET /uploads/<hash>-<width>w.webp', () => {
  it('serves a copy made at upload with image/webp and a one-year immutable cache', async () => {
    const res = await upload(ctx, {
      fields: [['kind', 'group']],
      file: { bytes: await makeImage(2000, 500, 'png', '#116644') },
      headers: member,
    });
    const got = await get(imageVariantPath(res.json().result, 640));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(String(got.headers['cache-control'])).toBe('public, max-age=31536000, immutable');
    expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
    expect(await size(got.rawPayload)).toEqual({ format: 'webp', width: 640, height: 160 });
  });

  it('makes the copy of an older picture on the first request, stores it, and serves the stored file after', async () => {
    const picture = await storedBefore(1600, 900, '#334455');
    const url = imageVariantPath(picture, 960);
    const name = url.slice('/uploads/'.length);
    expect(existsSync(file(name))).toBe(false);

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(String(first.headers['cache-control'])).toBe('public, max-age=31536000, immutable');
    expect(await size(first.rawPayload)).toEqual({ format: 'webp', width: 960, height: 540 });
    expect(readFileSync(file(name)).equals(first.rawPayload)).toBe(true);

    // The stored file is what the next request gets (replaced here by a marker picture to tell them apart).
    const marker = await sharp(await makeImage(12, 7))
      .webp()
      .toBuffer();
    writeFileSync(file(name), marker);
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('never enlarges: a copy at or above the picture’s width is the picture itself', async () => {
    const picture = await storedBefore(300, 200, '#667788');
    const original = readFileSync(file(picture.slice('/uploads/'.length)));
    for (const width of [320, 1280]) {
      const got = await get(imageVariantPath(picture, width));
      expect(got.statusCode).toBe(200);
      expect(await size(got.rawPayload)).toEqual({ format: 'webp', width: 300, height: 200 });
      expect(got.rawPayload.equals(original)).toBe(true);
    }
    const smaller = await get(imageVariantPath(picture, 192));
    expect(await size(smaller.rawPayload)).toEqual({ format: 'webp', width: 192, height: 128 });
  });

  it('makes a copy once when the first requests come together', async () => {
    const picture = await storedBefore(1280, 720, '#998877');
    const url = imageVariantPath(picture, 640);
    const name = url.slice('/uploads/'.length);
    const images = ctx.app.deps.images;
    const put = vi.spyOn(images, 'put');
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      const stored = readFileSync(file(name));
      for (const a of answers) expect(a.rawPayload.equals(stored)).toBe(true);
      expect(put.mock.calls.filter(([n]) => n === name)).toHaveLength(1);
    } finally {
      put.mockRestore();
    }
  });

  it('answers 404 in Indonesian for a width outside the set and for a missing picture, and stores nothing', async () => {
    const picture = await storedBefore(800, 450, '#445566');
    const hash = picture.slice('/uploads/'.length, -'.webp'.length);
    const before = storedFiles(ctx);
    for (const url of [
      `/uploads/${hash}-500w.webp`,
      `/uploads/${hash}-1600w.webp`,
      `/uploads/${hash}-0w.webp`,
      `/uploads/${hash}-99999w.webp`,
      `/uploads/${'0'.repeat(32)}-640w.webp`,
    ]) {
      const got = await get(url);
      expect(got.statusCode, url).toBe(404);
      expect(got.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    expect((await get(`/uploads/${'0'.repeat(32)}-640w.webp`)).json().message).toBe(
      'Gambar tidak ditemukan.',
    );
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('takes no name but a copy name: no paths, dot files, other extensions or upper-case hashes', async () => {
    const picture = await storedBefore(640, 360, '#aa66cc');
    const hash = picture.slice('/uploads/'.length, -'.webp'.length);
    const before = storedFiles(ctx);
    for (const url of [
      `/uploads/..%2F${hash}-320w.webp`,
      `/uploads/${hash}-320w.webp%2F..%2F..%2Fetc%2Fpasswd`,
      `/uploads/.${hash}-320w.webp`,
      `/uploads/${hash}-320w.png`,
      `/uploads/${hash.toUpperCase()}-320w.webp`,
      `/uploads/${hash}-320w.webp.tmp`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect(storedFiles(ctx)).toEqual(before);
    // The plain picture is still the static file server's.
    expect((await get(picture)).statusCode).toBe(200);
  });

  it('knows the copy names by the shared widths only', () => {
    const hash = 'ab'.repeat(16);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(parseVariantName(`${hash}-${width}w.webp`)).toEqual({ original: `${hash}.webp`, width });
    }
    for (const bad of [`${hash}-100w.webp`, `${hash}.webp`, `${hash}-640w.png`, `../${hash}-640w.webp`]) {
      expect(parseVariantName(bad)).toBeNull();
    }
  });
});
