import { JOIN_MSG } from '@alumni/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { post } from '../auth/auth.test-support.ts';
import { userActivity } from '../users/users-admin.test-support.ts';

/** 'Tautan Gabung', registration modes and claims (docs/decisions/022), on both databases. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ config: { publicUrl: 'https://alumni86.id' } });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Panitia Gabung' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const adminPost = (url: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers });
const setMode = async (registrationMode: string) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/community',
    headers: admin.headers,
    payload: { registrationMode },
  });
  expect(res.statusCode, res.body).toBe(200);
};
let seq = 0;
const registrant = (over: Record<string, unknown> = {}) => {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  return {
    token,
    username: `gabung_${tag}`,
    name: `Gabung ${tag}`,
    email: `gabung_${tag}@example.com`,
    password: 'rahasia-gabung-1',
    ...over,
  };
};
const login = (identifier: string, password: string) => post(ctx, '/login', { email: identifier, password });

describe('the join link (admins)', () => {
  it('refuses a guest and a member; null before the first; a new one revokes the old', async () => {
    expect((await get('/join-link', {})).statusCode).toBe(401);
    const member = await loginAs(ctx, 'ROLE_USER');
    expect((await get('/join-link', member.headers)).statusCode).toBe(403);
    expect((await adminPost('/join-link', member.headers)).statusCode).toBe(403);
    expect((await get('/join-link')).json()).toEqual({ result: null });

    const first = (await adminPost('/join-link')).json().result;
    expect(first.url).toBe(`https://alumni86.id/gabung/${first.token}`);
    expect((await get('/join-link')).json().result).toEqual(first);
    expect((await post(ctx, '/join/check', { token: first.token })).json().result).toMatchObject({
      registrationMode: 'OPEN',
    });

    const second = (await adminPost('/join-link')).json().result;
    expect(second.token).not.toBe(first.token);
    const old = await post(ctx, '/join/check', { token: first.token });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'JOIN_LINK_INVALID', message: JOIN_MSG.linkInvalid });
    expect((await userActivity(ctx)).at(-1)).toMatchObject({
      action: 'Tambah',
      activity_info: 'Membuat Tautan Gabung baru (tautan lama tidak berlaku lagi)',
    });
    token = second.token;
  });
});

describe('joining', () => {
  beforeEach(() => setMode('OPEN'));

  it('refuses bad input with Indonesian messages', async () => {
    const noName = await post(ctx, '/join', registrant({ name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Nama harus diisi');
    const badPhone = await post(ctx, '/join', registrant({ phoneNumber: '021 5550123' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe(JOIN_MSG.phoneInvalid);
    const badToken = await post(ctx, '/join', registrant({ token: 'x'.repeat(24) }));
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().code).toBe('JOIN_LINK_INVALID');
  });

  it('OPEN: the registrant becomes a member at once and is signed in', async () => {
    const body = registrant({ phoneNumber: '0812 1111 2222' });
    const res = await post(ctx, '/join', body);
    expect(res.statusCode, res.body).toBe(200);
    const { status, login: signedIn } = res.json().result;
    expect(status).toBe('REGISTERED');
    expect(signedIn.token).toBeTruthy();
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(user.phone_number).toBe('6281211112222');
    expect((await login(body.username, body.password)).statusCode).toBe(200);
  });

  it("APPROVAL: join and /register wait ('Menunggu persetujuan'); an admin approves or rejects, once", async () => {
    await setMode('APPROVAL');
    const viaLink = registrant();
    const joined = await post(ctx, '/join', viaLink);
    expect(joined.json().result).toEqual({ status: 'PENDING', login: null });
    const viaRegister = registrant();
    const { token: _t, ...registerBody } = viaRegister;
    const registered = await post(ctx, '/register', registerBody);
    expect(registered.statusCode, registered.body).toBe(202);
    expect(registered.json()).toEqual({ result: { status: 'PENDING' } });
    expect(
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('username', 'in', [viaLink.username, viaRegister.username])
        .execute(),
    ).toHaveLength(0);
    expect((await login(viaLink.username, viaLink.password)).statusCode).toBe(401);
    // The same username again while it waits: 409.
    expect((await post(ctx, '/join', { ...registrant(), username: viaLink.username })).statusCode).toBe(409);

    const member = await loginAs(ctx, 'ROLE_USER');
    expect((await get('/registrations', member.headers)).statusCode).toBe(403);
    const list = (await get('/registrations')).json().result;
    const a = list.datas.find((r: { username: string }) => r.username === viaLink.username);
    const b = list.datas.find((r: { username: string }) => r.username === viaRegister.username);
    expect(a).toMatchObject({ kind: 'NEW', viaJoinLink: true, claim: null });
    expect(b).toMatchObject({ kind: 'NEW', viaJoinLink: false });

    expect((await adminPost(`/registrations/${a.id}/approve`, member.headers)).statusCode).toBe(403);
    const approved = await adminPost(`/registrations/${a.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result).toMatchObject({ status: 'APPROVED' });
    expect((await login(viaLink.username, viaLink.password)).statusCode).toBe(200);
    expect((await adminPost(`/registrations/${a.id}/reject`)).statusCode).toBe(409);
    expect((await userActivity(ctx)).at(-1)).toMatchObject({
      action: 'Setujui',
      activity_info: `Menyetujui pendaftaran ${viaLink.username}`,
    });

    const rejected = await adminPost(`/registrations/${b.id}/reject`);
    expect(rejected.json().result).toEqual({ status: 'REJECTED', userId: null });
    expect((await login(viaRegister.username, viaRegister.password)).statusCode).toBe(401);
    expect((await userActivity(ctx)).at(-1)).toMatchObject({ action: 'Tolak' });
    expect((await adminPost('/registrations/999999/approve')).statusCode).toBe(404);
    expect((await adminPost('/registrations/abc/approve')).statusCode).toBe(400);
  });

  it('INVITATION_ONLY: /register is closed; the join link still registers, waiting for approval', async () => {
    await setMode('INVITATION_ONLY');
    const { token: _t, ...body } = registrant();
    const closed = await post(ctx, '/register', body);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: 'REGISTRATION_CLOSED', message: JOIN_MSG.closed });
    expect((await post(ctx, '/join', registrant())).json().result.status).toBe('PENDING');
  });

  it('a registrant matching an imported, not-yet-active member claims that record, confirmed by an admin', async () => {
    const imported = await createUser(ctx, {
      password: null,
      phone_number: '0813-5555-6666',
      name: 'Siti Impor',
    });
    const body = registrant({ phoneNumber: '+62 813 5555 6666', email: 'siti.baru@example.com' });
    const match = await post(ctx, '/join/match', {
      token,
      email: body.email,
      phoneNumber: '+62 813 5555 6666',
    });
    expect(match.json().result).toEqual({ match: { userId: imported.id, name: 'Siti Impor' } });
    // By e-mail too.
    const byEmail = await post(ctx, '/join/match', { token, email: imported.email.toUpperCase() });
    expect(byEmail.json().result.match?.userId).toBe(imported.id);
    // Nobody for an unknown pair; an active member is never offered.
    const active = await createUser(ctx, { phone_number: '0813-7777-8888' });
    expect(
      (await post(ctx, '/join/match', { token, email: 'x@example.com', phoneNumber: '081377778888' })).json()
        .result.match,
    ).toBeNull();
    const wrongClaim = await post(
      ctx,
      '/join',
      registrant({ claimUserId: active.id, phoneNumber: '081377778888' }),
    );
    expect(wrongClaim.statusCode).toBe(400);
    expect(wrongClaim.json().code).toBe('CLAIM_INVALID');

    const claimed = await post(ctx, '/join', { ...body, claimUserId: imported.id });
    expect(claimed.json().result).toEqual({ status: 'CLAIM_PENDING', login: null });
    const req = (await get('/registrations'))
      .json()
      .result.datas.find((r: { username: string }) => r.username === body.username);
    expect(req).toMatchObject({ kind: 'CLAIM', claim: { userId: imported.id, name: 'Siti Impor' } });
    expect((await adminPost(`/registrations/${req.id}/approve`)).json().result).toEqual({
      status: 'APPROVED',
      userId: imported.id,
    });
    const after = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', imported.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      username: body.username,
      email: 'siti.baru@example.com',
      name: 'Siti Impor',
    });
    expect(after.password_hash).not.toBeNull();
    expect((await login(body.username, body.password)).statusCode).toBe(200);
    expect((await userActivity(ctx)).at(-1)).toMatchObject({
      action: 'Setujui',
      activity_info: `Menyetujui klaim data ${body.username}`,
    });
  });
});
