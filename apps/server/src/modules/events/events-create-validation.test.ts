import { EVENT_WRITE_MESSAGES as M } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { fakeUpload, newEventBody, postEvent, writeCounts } from './events-write.test-support.ts';

/** POST /api/v1/event: every refused input gets a 400 with its Indonesian message, and nothing is written. */
let ctx: TestContext;
let headers: Record<string, string>;
let creatorId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
  creatorId = (await createUser(ctx)).id;
});
afterAll(() => ctx.close());

const missingUpload = '/uploads/0123456789abcdef0123456789abcdef.webp';
const long = (n: number) => 'a'.repeat(n);
const inlineUser = {
  name: 'Budi Baru',
  username: 'budi_baru',
  email: 'budi.baru@example.com',
  password: 'rahasia-123',
  repassword: 'rahasia-123',
};

type Case = [label: string, overrides: Record<string, unknown>, message: string, code?: string];

const cases: Case[] = [
  ['unknown creation type', { eventCreationType: 'LANJUT' }, M.creationTypeInvalid],
  ['missing creation type', { eventCreationType: undefined }, M.creationTypeInvalid],
  ['missing name', { name: undefined }, M.nameRequired],
  ['blank name', { name: '   ' }, M.nameRequired],
  ['name not text', { name: 42 }, M.nameRequired],
  ['name too long', { name: long(151) }, M.nameTooLong],
  ['unknown event type', { eventType: 'HYBRID' }, M.eventTypeInvalid],
  ['missing location', { location: undefined }, M.locationRequired],
  ['location too long', { location: long(501) }, M.locationTooLong],
  ['ONLINE with a place name', { eventType: 'ONLINE', location: 'Zoom' }, M.onlineLocation],
  ['ONLINE with a script link', { eventType: 'ONLINE', location: 'javascript:alert(1)' }, M.onlineLocation],
  ['ONLINE with an ftp link', { eventType: 'ONLINE', location: 'ftp://example.com/x' }, M.onlineLocation],
  ['quota 0', { quota: 0 }, M.quotaInvalid],
  ['negative quota', { quota: -5 }, M.quotaInvalid],
  ['fractional quota', { quota: 1.5 }, M.quotaInvalid],
  ['quota as words', { quota: 'lima' }, M.quotaInvalid],
  ['quota true', { quota: true }, M.quotaInvalid],
  ['quota too large', { quota: 100_001 }, M.quotaTooLarge],
  ['description not text', { description: 12 }, M.descriptionInvalid],
  ['description too long', { description: long(10_001) }, M.descriptionTooLong],
  ['missing category', { eventCategoryId: undefined }, M.categoryRequired],
  ['category not an id', { eventCategoryId: 'musik' }, M.categoryInvalid],
  ['unknown category', { eventCategoryId: 999_999 }, M.categoryNotFound, 'CATEGORY_NOT_FOUND'],
  ['missing start', { startDate: undefined }, 'Tanggal mulai harus diisi'],
  ['ISO start', { startDate: '2027-02-10 19:00' }, 'Tanggal mulai harus berformat DD/MM/YYYY HH:mm'],
  ['31 February', { startDate: '31/02/2027 19:00' }, 'Tanggal mulai harus berformat DD/MM/YYYY HH:mm'],
  ['hour 24', { startDate: '10/02/2027 24:00' }, 'Tanggal mulai harus berformat DD/MM/YYYY HH:mm'],
  ['bad end', { endDate: '10-02-2027 22:00' }, 'Tanggal selesai harus berformat DD/MM/YYYY HH:mm'],
  ['end before start', { endDate: '10/02/2027 18:59' }, M.endBeforeStart],
  ['end a day early', { endDate: '09/02/2027 23:00' }, M.endBeforeStart],
  ['unknown status', { status: 'ARCHIVED' }, M.statusInvalid],
  ['foreign image', { imageUrl: 'https://evil.example/x.png' }, M.imageInvalid],
  ['path escaping uploads', { imageUrl: '/uploads/../../etc/passwd' }, M.imageInvalid],
  ['image not on disk', { imageUrl: missingUpload }, M.imageInvalid, 'IMAGE_INVALID'],
  ['NEW with a group that is not an object', { eventGroup: 'grup' }, M.newGroupRequired],
  ['NEW group without name', { eventGroup: { displayName: 'Grup' } }, 'Nama grup harus diisi'],
  [
    'NEW group display name too long',
    { eventGroup: { name: 'g', displayName: long(101) } },
    'Nama tampilan grup maksimal 100 karakter',
  ],
  [
    'NEW group image not on disk',
    { eventGroup: { name: 'g', displayName: 'G', imageUrl: missingUpload } },
    M.imageInvalid,
    'IMAGE_INVALID',
  ],
  ['CONTINUED without a group', { eventCreationType: 'CONTINUED', eventGroup: undefined }, M.groupRequired],
  [
    'CONTINUED group not an id',
    { eventCreationType: 'CONTINUED', eventGroup: { id: 'abc' } },
    M.groupInvalid,
  ],
  [
    'CONTINUED unknown group',
    { eventCreationType: 'CONTINUED', eventGroup: { id: 999_999 } },
    M.groupNotFound,
    'GROUP_NOT_FOUND',
  ],
  ['publish not a boolean', { publish: 'ya' }, 'publish harus berupa true atau false'],
  ['both creators', { user: inlineUser }, M.creatorBoth],
  ['creator not an id', { eventUserId: 'budi' }, M.creatorInvalid],
  ['unknown creator', { eventUserId: 999_999 }, M.creatorNotFound, 'CREATOR_NOT_FOUND'],
  [
    'new user passwords differ',
    { eventUserId: undefined, user: { ...inlineUser, repassword: 'lain-123456' } },
    M.passwordMismatch,
  ],
  [
    'new user without username',
    { eventUserId: undefined, user: { ...inlineUser, username: '' } },
    'Username harus diisi',
  ],
  [
    'new user with a bad username',
    { eventUserId: undefined, user: { ...inlineUser, username: "x'; drop" } },
    'Username hanya boleh berisi huruf, angka, titik dan garis bawah',
  ],
  [
    'new user with a bad email',
    { eventUserId: undefined, user: { ...inlineUser, email: 'bukan-email' } },
    'Format email tidak valid',
  ],
  [
    'new user short password',
    { eventUserId: undefined, user: { ...inlineUser, password: 'pendek', repassword: 'pendek' } },
    'Password minimal 8 karakter',
  ],
  [
    'new user without confirmation',
    { eventUserId: undefined, user: { ...inlineUser, repassword: undefined } },
    M.repasswordRequired,
  ],
];

describe('POST /event refuses bad input', () => {
  it.each(cases)('%s', async (_label, overrides, message, code = 'VALIDATION_ERROR') => {
    const body = await newEventBody(ctx, creatorId);
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    const before = await writeCounts(ctx);
    const res = await postEvent(ctx, body, headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, code });
    expect(await writeCounts(ctx)).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"teks"', '42', 'null']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/event',
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toMatch(/VALIDATION_ERROR|BAD_REQUEST/);
    }
    const empty = await postEvent(ctx, {}, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: M.creationTypeInvalid, code: 'VALIDATION_ERROR' });
  });

  it('names the field of a server-side refusal', async () => {
    const group = await createGroup(ctx);
    const body = await newEventBody(ctx, creatorId, {
      eventCreationType: 'CONTINUED',
      eventGroup: { id: group.id },
      imageUrl: fakeUpload(ctx),
      eventCategoryId: 999_999,
    });
    const res = await postEvent(ctx, body, headers);
    expect(res.json()).toEqual({
      message: M.categoryNotFound,
      code: 'CATEGORY_NOT_FOUND',
      errors: [{ path: 'eventCategoryId', message: M.categoryNotFound }],
    });
  });
});
