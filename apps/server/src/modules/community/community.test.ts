import { COMMUNITY_MSG, DEFAULT_COMMUNITY } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { NUL_MESSAGE } from '../../lib/nul-guard.ts';
import { makeImage, upload } from '../uploads/uploads.test-support.ts';
import { COMMUNITY_ACTIVITY, LOGO_INVALID } from './community.service.ts';

/** GET /community (public) and PUT /community (admins), docs/decisions/021. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const URL = '/api/v1/community';
const get = () => ctx.app.inject({ method: 'GET', url: URL });
const put = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers });
const storedRow = () =>
  ctx.db.selectFrom('community_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
const activityRows = (userId: number) =>
  ctx.db.selectFrom('activity_logs').selectAll().where('user_id', '=', userId).orderBy('id').execute();

const FULL = {
  name: 'Ikatan Alumni SMA Nusantara 1990',
  shortName: 'Nusantara 90',
  tagline: 'Bersama sejak 1990',
  phone: '021 5550 123',
  whatsapp: '0812-3456-7890',
  email: 'panitia@nusantara90.id',
  instagram: 'https://www.instagram.com/nusantara90',
  facebook: 'http://facebook.com/nusantara90',
  youtube: '',
  website: null,
  intro: 'Rumah bersama angkatan 1990.',
  vision: 'Guyub dan bermanfaat.',
  mission: ['Reuni rutin', 'Saling membantu'],
  historyLead: 'Tiga dekade persahabatan.',
  history: [{ when: '1990', title: 'Lulus', text: 'Kami lulus bersama.' }],
  foundedYear: 2005,
  registrationMode: 'APPROVAL',
};

describe('GET /community', () => {
  it('answers the neutral defaults on a fresh install, not configured, to anyone', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { ...DEFAULT_COMMUNITY, configured: false } });
    expect(res.json().result.registrationMode).toBe('OPEN');
  });
});

describe('PUT /community access', () => {
  it('refuses a visitor (401) and a member (403) and changes nothing', async () => {
    const before = await storedRow();
    expect((await put(FULL)).statusCode).toBe(401);
    const member = await loginAs(ctx, 'ROLE_USER');
    const res = await put(FULL, member.headers);
    expect(res.statusCode).toBe(403);
    expect(await storedRow()).toEqual(before);
  });
});

describe('PUT /community', () => {
  it('saves everything (phones normalised, blanks cleared), marks the install configured, logs it', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Satu' });
    const res = await put(FULL, admin.headers);
    expect(res.statusCode).toBe(200);
    const expected = {
      ...FULL,
      logo: null,
      phone: '62215550123',
      whatsapp: '6281234567890',
      youtube: null,
      website: null,
      configured: true,
    };
    expect(res.json().result).toEqual(expected);
    expect((await get()).json().result).toEqual(expected);
    const row = await storedRow();
    expect(row.configured_at).not.toBeNull();
    const rows = await activityRows(admin.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      module: 'Komunitas',
      action: 'Ubah',
      activity_info: COMMUNITY_ACTIVITY.firstRun,
    });
    expect(JSON.parse(rows[0]?.new_value ?? '{}')).toMatchObject({
      name: FULL.name,
      whatsapp: '6281234567890',
    });
  });

  it('takes a partial body: only the given fields change; a second save is logged as a change', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMINS');
    const before = (await get()).json().result;
    const res = await put({ vision: 'Visi baru', registrationMode: 'INVITATION_ONLY' }, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      ...before,
      vision: 'Visi baru',
      registrationMode: 'INVITATION_ONLY',
    });
    const [log] = await activityRows(admin.user.id);
    expect(log).toMatchObject({ activity_info: COMMUNITY_ACTIVITY.saved });
    expect(JSON.parse(log?.old_value ?? '{}')).toEqual({
      vision: before.vision,
      registrationMode: 'APPROVAL',
    });
  });

  it('keeps a logo uploaded through POST /upload and refuses one that is not stored here', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const up = await upload(ctx, {
      file: { bytes: await makeImage(300, 300) },
      fields: [['kind', 'avatar']],
      headers: admin.headers,
    });
    expect(up.statusCode).toBe(201);
    const logo = up.json().result as string;
    expect((await put({ logo }, admin.headers)).json().result.logo).toBe(logo);

    const missing = await put({ logo: '/uploads/0123456789abcdef0123456789abcdef.webp' }, admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: LOGO_INVALID });
    const foreign = await put({ logo: 'https://example.com/logo.png' }, admin.headers);
    expect(foreign.statusCode).toBe(400);
    expect((await get()).json().result.logo).toBe(logo);
  });

  it.each([
    ['a blank name', { name: '  ' }, COMMUNITY_MSG.nameRequired],
    ['an oversize name', { name: 'x'.repeat(101) }, COMMUNITY_MSG.tooLong('Nama komunitas', 100)],
    ['a landline as WhatsApp', { whatsapp: '021 5550123' }, COMMUNITY_MSG.whatsappInvalid],
    ['letters as a phone', { phone: 'telepon kami' }, COMMUNITY_MSG.phoneInvalid],
    ['a javascript: link', { instagram: 'javascript:alert(1)' }, COMMUNITY_MSG.urlInvalid],
    ['a link without a host', { facebook: 'https://' }, COMMUNITY_MSG.urlInvalid],
    ['an ftp link', { website: 'ftp://files.example.com' }, COMMUNITY_MSG.urlInvalid],
    ['a bad email', { email: 'bukan-email' }, COMMUNITY_MSG.emailInvalid],
    ['a year out of range', { foundedYear: 1200 }, COMMUNITY_MSG.yearInvalid],
    ['an unknown registration mode', { registrationMode: 'CLOSED' }, 'Cara pendaftaran tidak valid.'],
    ['too many mission points', { mission: Array(11).fill('Misi') }, COMMUNITY_MSG.tooMany('Butir misi', 10)],
    ['a NUL byte', { vision: 'Visi\u0000' }, NUL_MESSAGE],
  ])('refuses %s with an Indonesian 400 and changes nothing', async (_label, body, message) => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const before = await storedRow();
    const res = await put(body, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedRow()).toEqual(before);
    expect(await activityRows(admin.user.id)).toHaveLength(0);
  });

  it('refuses unknown fields and a non-object body', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const unknown = await put({ configured: false }, admin.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    const list = await put([1, 2], admin.headers);
    expect(list.statusCode).toBe(400);
  });
});

describe('GET /community with the read cache on (docs/decisions/017)', () => {
  it('answers the saved settings on the very next read after a PUT', async () => {
    const cached = await createTestContext({ config: { readCacheTtlMs: 60_000 } });
    try {
      const admin = await loginAs(cached, 'ROLE_ADMIN');
      const read = async () => (await cached.app.inject({ method: 'GET', url: URL })).json().result;
      expect((await read()).shortName).toBe(DEFAULT_COMMUNITY.shortName);
      // A direct write is invisible while the answer is cached: the next read is served from the cache.
      await cached.db.updateTable('community_settings').set({ data: '{"shortName":"Langsung"}' }).execute();
      expect((await read()).shortName).toBe(DEFAULT_COMMUNITY.shortName);
      const res = await cached.app.inject({
        method: 'PUT',
        url: URL,
        payload: { shortName: 'Lewat API' },
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect((await read()).shortName).toBe('Lewat API');
    } finally {
      await cached.close();
    }
  });
});
