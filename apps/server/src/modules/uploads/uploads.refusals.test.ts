import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '@alumni/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { UPLOAD_RATE_LIMIT } from './uploads.routes.ts';
import { makeImage, makeNoisePng, storedFiles, UPLOAD_URL, upload } from './uploads.test-support.ts';

let ctx: TestContext;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  member = (await loginAs(ctx, 'ROLE_USER')).headers;
});
afterAll(() => ctx.close());

const INVALID = { code: 'IMAGE_INVALID', message: UPLOAD_MESSAGES.invalid };
const TOO_LARGE = { code: 'IMAGE_TOO_LARGE', message: UPLOAD_MESSAGES.tooLarge };
const REQUIRED = { code: 'IMAGE_REQUIRED', message: UPLOAD_MESSAGES.required };

describe('POST /api/v1/upload: content that is not a PNG, JPEG or WebP', () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ['a text file named photo.png', async () => Buffer.from('hello, I am definitely a PNG\n'.repeat(20))],
    ['a GIF', () => makeImage(40, 40, 'gif')],
    [
      'an SVG with a script',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
    ],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')],
    ['a truncated PNG', async () => (await makeImage(400, 300)).subarray(0, 200)],
    [
      'a PNG cut short inside its pixel data',
      async () => {
        const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
          .png({ compressionLevel: 0 })
          .toBuffer();
        return png.subarray(0, png.length - 5000);
      },
    ],
  ];

  for (const [label, make] of cases) {
    it(`refuses ${label} sent as image/png with 400 and stores nothing`, async () => {
      const before = storedFiles(ctx);
      const res = await upload(ctx, {
        file: { bytes: await make(), name: 'photo.png', type: 'image/png' },
        headers: member,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
      expect(storedFiles(ctx)).toEqual(before);
    });
  }
});

describe('POST /api/v1/upload: size limits', () => {
  it('refuses a file over 5 MB with 413 and the spec message', async () => {
    const bytes = await makeNoisePng(5_400_000);
    expect(bytes.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    // A real, decodable picture: only its size is wrong.
    expect((await sharp(bytes).metadata()).format).toBe('png');
    const before = storedFiles(ctx);
    const res = await upload(ctx, { file: { bytes }, headers: member });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('refuses a declared body over the limit before reading it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { ...member, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: Buffer.alloc(MAX_IMAGE_BYTES + 100 * 1024, 0x41),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });

  it('refuses a 12000x12000 PNG (a small file, a decompression bomb) with 413, and keeps serving', async () => {
    const bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await upload(ctx, { file: { bytes: bomb }, headers: member });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);

    const after = await upload(ctx, { file: { bytes: await makeImage(50, 50) }, headers: member });
    expect(after.statusCode).toBe(201);
  }, 30_000);

  it('refuses a picture wider than 10000 pixels even with few pixels', async () => {
    const res = await upload(ctx, { file: { bytes: await makeImage(10_001, 8) }, headers: member });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });
});

describe('POST /api/v1/upload: missing or odd form data', () => {
  it('asks for a picture when no file is sent', async () => {
    const res = await upload(ctx, { fields: [['kind', 'avatar']], headers: member });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REQUIRED);
  });

  it('asks for a picture when the body is JSON or the file has another field name', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: member,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(REQUIRED);

    const other = await upload(ctx, {
      file: { bytes: await makeImage(30, 30), field: 'photo' },
      headers: member,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(REQUIRED);
  });

  it('asks for a picture when the file is empty', async () => {
    const res = await upload(ctx, { file: { bytes: Buffer.alloc(0) }, headers: member });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REQUIRED);
  });

  for (const kind of [
    'banner',
    '',
    'AVATAR',
    '<script>alert(1)</script>',
    "'; drop table users;--",
    'x'.repeat(500),
  ]) {
    it(`refuses kind=${JSON.stringify(kind.slice(0, 30))} with 400`, async () => {
      const before = storedFiles(ctx);
      const res = await upload(ctx, {
        fields: [['kind', kind]],
        file: { bytes: await makeImage(30, 40) },
        headers: member,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'IMAGE_KIND_INVALID', message: UPLOAD_MESSAGES.kindInvalid });
      expect(storedFiles(ctx)).toEqual(before);
    });
  }

  it('refuses two files in one request with 400', async () => {
    const fd = new FormData();
    fd.append('image', new Blob([new Uint8Array(await makeImage(20, 20))], { type: 'image/png' }), 'a.png');
    fd.append('image', new Blob([new Uint8Array(await makeImage(21, 21))], { type: 'image/png' }), 'b.png');
    const res = await ctx.app.inject({ method: 'POST', url: UPLOAD_URL, headers: member, payload: fd });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'UPLOAD_INVALID', message: UPLOAD_MESSAGES.malformed });
  });

  it('refuses broken multipart framing with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { ...member, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot finished',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'UPLOAD_INVALID', message: UPLOAD_MESSAGES.malformed });
  });
});

describe('POST /api/v1/upload: rate limit', () => {
  it(`answers 429 after ${UPLOAD_RATE_LIMIT.max} uploads a minute from one address`, async () => {
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i += 1) {
      const res = await upload(ctx, { headers: member, remoteAddress, fields: [['kind', 'avatar']] });
      expect(res.statusCode).toBe(400);
    }
    const limited = await upload(ctx, {
      headers: member,
      remoteAddress,
      file: { bytes: await makeImage(20, 20) },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address still has its own budget.
    const other = await upload(ctx, {
      headers: member,
      remoteAddress: '10.9.8.8',
      file: { bytes: await makeImage(20, 20) },
    });
    expect(other.statusCode).toBe(201);
  });
});
