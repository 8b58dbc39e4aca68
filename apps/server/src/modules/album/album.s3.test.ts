/** 'Album Foto' with the pictures in an S3-compatible bucket (a real s3rver, as image-store.s3.test.ts). */
import { IMAGE_VARIANT_WIDTHS, imageVariantPath } from '@alumni/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { type S3Server, startS3 } from '../../../test/services.ts';
import { createS3Store, type ImageStore } from '../uploads/image-store.service.ts';
import { makeImage, uploadForm } from '../uploads/uploads.test-support.ts';

let s3: S3Server;
let ctx: TestContext;
let bucket: ImageStore;

beforeAll(async () => {
  s3 = await startS3();
  ctx = await createTestContext({ config: { s3: s3.config } });
  bucket = createS3Store(s3.config);
}, 30_000);
afterAll(async () => {
  bucket.close();
  await ctx.close();
  await s3.stop();
});

const nameOf = (p: string) => p.slice('/uploads/'.length);

it('deleting an album photo removes the picture and every copy from the bucket', async () => {
  const event = await createEvent(ctx);
  const member = await loginAs(ctx, 'ROLE_USER');
  await addParticipant(ctx, event.id, member.user.id);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/event/${event.id}/photos`,
    payload: uploadForm({ file: { bytes: await makeImage(1700, 1100, 'jpeg'), type: 'image/jpeg' } }),
    headers: member.headers,
  });
  expect(res.statusCode).toBe(201);
  const photo = res.json().result;
  expect(await bucket.has(nameOf(photo.path))).toBe(true);
  const copies: string[] = [];
  for (const w of IMAGE_VARIANT_WIDTHS)
    if (await bucket.has(nameOf(imageVariantPath(photo.path, w))))
      copies.push(imageVariantPath(photo.path, w));
  expect(copies.length).toBeGreaterThan(1);

  const del = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/v1/event/${event.id}/photos/${photo.id}`,
    headers: member.headers,
  });
  expect(del.statusCode).toBe(200);
  expect(await bucket.has(nameOf(photo.path))).toBe(false);
  for (const copy of copies) expect(await bucket.has(nameOf(copy))).toBe(false);
});
