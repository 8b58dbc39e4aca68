import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  UPLOADED_IMAGE_PATTERN,
} from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { makeImage, makeNoisePng, uploadForm } from '../uploads/uploads.test-support.ts';

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
});
afterAll(() => ctx.close());

const url = (eventId: number) => `/api/v1/event/${eventId}/photos`;

function send(eventId: number, headers: Record<string, string>, bytes: Buffer, type = 'image/png') {
  return ctx.app.inject({
    method: 'POST',
    url: url(eventId),
    payload: uploadForm({ file: { bytes, type } }),
    headers,
  });
}

/** An event with a participant (its headers) and a member who did not register. */
async function album() {
  const event = await createEvent(ctx);
  const participant = await loginAs(ctx, 'ROLE_USER');
  await addParticipant(ctx, event.id, participant.user.id);
  const outsider = await loginAs(ctx, 'ROLE_USER');
  return { event, participant, outsider };
}

const onDisk = (p: string) => existsSync(path.join(ctx.config.uploadDir, p.slice('/uploads/'.length)));

describe('POST /api/v1/event/{id}/photos', () => {
  it('lets a participant add a photo: re-encoded WebP, at most 1600 px, with its copies', async () => {
    const { event, participant } = await album();
    const res = await send(event.id, participant.headers, await makeImage(2400, 1800, 'jpeg'), 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const photo = res.json().result;
    expect(photo.path).toMatch(UPLOADED_IMAGE_PATTERN);
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(photo).toMatchObject({
      eventId: event.id,
      uploaderId: participant.user.id,
      hidden: false,
      canDelete: true,
    });
    expect(onDisk(photo.path)).toBe(true);
    expect(onDisk(imageVariantPath(photo.path, 640))).toBe(true);
  });

  it('keeps a portrait photo portrait (1600 px on the longer side)', async () => {
    const { event, participant } = await album();
    const res = await send(event.id, participant.headers, await makeImage(1500, 2000));
    expect(res.statusCode).toBe(201);
    expect([res.json().result.width, res.json().result.height]).toEqual([1200, 1600]);
  });

  it('refuses a guest (401), a member who did not take part (403) and an unknown event (404)', async () => {
    const { event, outsider } = await album();
    const bytes = await makeImage(64, 64);
    expect((await send(event.id, {}, bytes)).statusCode).toBe(401);
    const refused = await send(event.id, outsider.headers, bytes);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ALBUM_MESSAGES.notParticipant);
    expect((await send(999_999, outsider.headers, bytes)).statusCode).toBe(404);
  });

  it('lets an admin add without taking part; committee-only refuses participants', async () => {
    const { event, participant } = await album();
    expect((await send(event.id, admin, await makeImage(80, 60))).statusCode).toBe(201);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/event/${event.id}/album`,
      headers: admin,
      payload: { committeeOnly: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().result).toEqual({ public: false, committeeOnly: true });
    const refused = await send(event.id, participant.headers, await makeImage(81, 60));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ALBUM_MESSAGES.committeeOnly);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select('activity_info')
      .where('activity_info', 'like', '%pengaturan album%')
      .execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it('refuses bad files with Indonesian messages: not an image, NUL bytes, too big, no file', async () => {
    const { event, participant } = await album();
    const text = await send(event.id, participant.headers, Buffer.from('bukan gambar'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('IMAGE_INVALID');
    const nul = await send(event.id, participant.headers, Buffer.alloc(4096), 'image/jpeg');
    expect(nul.statusCode).toBe(400);
    const big = await send(event.id, participant.headers, await makeNoisePng(5.5 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/terlalu besar/i);
    const none = await ctx.app.inject({
      method: 'POST',
      url: url(event.id),
      payload: uploadForm({ fields: [['kind', 'event']] }),
      headers: participant.headers,
    });
    expect(none.statusCode).toBe(400);
    const count = await ctx.db
      .selectFrom('event_photos')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('stops a member at the per-member limit, even with parallel uploads', async () => {
    const { event, participant } = await album();
    const already = ALBUM_LIMITS.perMember - 2;
    await ctx.db
      .insertInto('event_photos')
      .values(
        Array.from({ length: already }, (_, i) => ({
          event_id: event.id,
          user_id: participant.user.id,
          path: `/uploads/${i.toString(16).padStart(32, '0')}.webp`,
          width: 10,
          height: 10,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const answers = await Promise.all(
      [0, 1, 2, 3].map(async (i) => send(event.id, participant.headers, await makeImage(90 + i, 70))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(ALBUM_MESSAGES.perMember);
    const page = await ctx.app.inject({ method: 'GET', url: url(event.id), headers: participant.headers });
    expect(page.json().result).toMatchObject({
      total: ALBUM_LIMITS.perMember,
      canUpload: true,
      remaining: 0,
    });
  });
});

describe('GET /api/v1/event/{id}/photos', () => {
  it('shows a members-only album to members and refuses visitors; a public one to anyone', async () => {
    const { event, participant, outsider } = await album();
    await send(event.id, participant.headers, await makeImage(100, 75));
    const guest = await ctx.app.inject({ method: 'GET', url: url(event.id) });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(ALBUM_MESSAGES.private);
    const member = await ctx.app.inject({ method: 'GET', url: url(event.id), headers: outsider.headers });
    expect(member.statusCode).toBe(200);
    expect(member.json().result).toMatchObject({ total: 1, canUpload: false, remaining: 0 });
    expect(member.json().result.photos[0].canDelete).toBe(false);
    // Only an admin may make it public.
    const denied = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/event/${event.id}/album`,
      headers: participant.headers,
      payload: { public: true },
    });
    expect(denied.statusCode).toBe(403);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/event/${event.id}/album`,
      headers: admin,
      payload: { public: true },
    });
    const open = await ctx.app.inject({ method: 'GET', url: url(event.id) });
    expect(open.statusCode).toBe(200);
    expect(open.json().result.photos).toHaveLength(1);
    expect(open.json().result.canUpload).toBe(false);
  });

  it('hides a hidden photo from everyone but admins; pages newest first', async () => {
    const { event, participant, outsider } = await album();
    const ids: number[] = [];
    for (const w of [101, 102, 103])
      ids.push((await send(event.id, participant.headers, await makeImage(w, 70))).json().result.id);
    const hide = await ctx.app.inject({
      method: 'PATCH',
      url: `${url(event.id)}/${ids[1]}`,
      headers: admin,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().result.hidden).toBe(true);
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `${url(event.id)}/${ids[1]}`,
      headers: participant.headers,
      payload: { hidden: false },
    });
    expect(refused.statusCode).toBe(403);
    const empty = await ctx.app.inject({
      method: 'PATCH',
      url: `${url(event.id)}/${ids[1]}`,
      headers: admin,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const member = (
      await ctx.app.inject({ method: 'GET', url: url(event.id), headers: outsider.headers })
    ).json().result;
    expect(member.photos.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0]]);
    const seen = (await ctx.app.inject({ method: 'GET', url: url(event.id), headers: admin })).json().result;
    expect(seen.photos.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1], ids[0]]);
    const next = await ctx.app.inject({
      method: 'GET',
      url: `${url(event.id)}?before=${ids[2]}`,
      headers: admin,
    });
    expect(next.json().result.photos.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0]]);
    const bad = await ctx.app.inject({ method: 'GET', url: `${url(event.id)}?before=abc`, headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('lists photos picked for the landing gallery (not hidden ones)', async () => {
    const { event, participant } = await album();
    const photo = (await send(event.id, participant.headers, await makeImage(104, 70))).json().result;
    const pick = await ctx.app.inject({
      method: 'PATCH',
      url: `${url(event.id)}/${photo.id}`,
      headers: admin,
      payload: { picked: true },
    });
    expect(pick.statusCode).toBe(200);
    const picked = await ctx.app.inject({ method: 'GET', url: '/api/v1/album/picked' });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().result).toContainEqual(
      expect.objectContaining({ id: photo.id, eventName: event.name, path: photo.path }),
    );
    await ctx.app.inject({
      method: 'PATCH',
      url: `${url(event.id)}/${photo.id}`,
      headers: admin,
      payload: { hidden: true },
    });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/v1/album/picked' })).json().result;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(photo.id);
  });
});

describe('DELETE /api/v1/event/{id}/photos/{photoId}', () => {
  it('lets the uploader delete: the picture and every copy leave the disk', async () => {
    const { event, participant, outsider } = await album();
    const photo = (
      await send(event.id, participant.headers, await makeImage(1800, 1200, 'jpeg'), 'image/jpeg')
    ).json().result;
    // A copy made on request (a width not made at upload) goes too.
    await ctx.app.inject({ method: 'GET', url: imageVariantPath(photo.path, 384) });
    const made = IMAGE_VARIANT_WIDTHS.map((w) => imageVariantPath(photo.path, w)).filter(onDisk);
    expect(made.length).toBeGreaterThan(1);
    const other = await ctx.app.inject({
      method: 'DELETE',
      url: `${url(event.id)}/${photo.id}`,
      headers: outsider.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ALBUM_MESSAGES.notOwner);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url(event.id)}/${photo.id}` })).statusCode).toBe(
      401,
    );
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${url(event.id)}/${photo.id}`,
      headers: participant.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(onDisk(photo.path)).toBe(false);
    for (const copy of made) expect(onDisk(copy)).toBe(false);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${url(event.id)}/${photo.id}`,
      headers: participant.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets an admin delete any photo (logged); a picture still used elsewhere stays stored', async () => {
    const { event, participant } = await album();
    const other = await album();
    const bytes = await makeImage(300, 200);
    const first = (await send(event.id, participant.headers, bytes)).json().result;
    const second = (await send(other.event.id, other.participant.headers, bytes)).json().result;
    expect(second.path).toBe(first.path);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${url(event.id)}/${first.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(onDisk(first.path)).toBe(true);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select('activity_info')
      .where('activity_info', '=', `Menghapus foto album acara #${event.id}`)
      .execute();
    expect(log).toHaveLength(1);
    await ctx.app.inject({ method: 'DELETE', url: `${url(other.event.id)}/${second.id}`, headers: admin });
    expect(onDisk(first.path)).toBe(false);
  });
});
