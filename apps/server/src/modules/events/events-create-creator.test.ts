import { EMAIL_TAKEN, USERNAME_TAKEN } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { verifyPassword } from '../../lib/password.ts';
import {
  activityRows,
  failInserts,
  newEventBody,
  participantIds,
  postEvent,
  writeCounts,
} from './events-write.test-support.ts';

/** POST /api/v1/event with `user`: the creator is a new member made in the same transaction as the event. */
let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
});
afterAll(() => ctx.close());

const newMember = (tag: string) => ({
  name: `Budi ${tag}`,
  nickname: 'Budi',
  username: `budi_${tag}`,
  email: `budi.${tag}@example.com`,
  password: 'rahasia-baru-86',
  repassword: 'rahasia-baru-86',
});

async function bodyWithNewMember(tag: string, overrides: Record<string, unknown> = {}) {
  const body = await newEventBody(ctx, 0, { user: newMember(tag), ...overrides });
  delete body.eventUserId;
  return body;
}

const userByUsername = (username: string) =>
  ctx.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

describe('POST /event creating its creator', () => {
  it('creates a ROLE_USER member who is the creator and first participant and can sign in', async () => {
    const res = await postEvent(ctx, await bodyWithNewMember('satu'), headers);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().result;
    const member = await userByUsername('budi_satu');
    expect(member).toMatchObject({
      name: 'Budi satu',
      nickname: 'Budi',
      email: 'budi.satu@example.com',
      role: 'ROLE_USER',
      is_profile_complete: 0,
    });
    if (!member?.password_hash) throw new Error('member not stored with a password');
    expect(await verifyPassword('rahasia-baru-86', member.password_hash)).toBe(true);
    expect(result).toMatchObject({ eventUserId: member.id, user: { id: member.id, username: 'budi_satu' } });
    expect(await participantIds(ctx, result.id)).toEqual([member.id]);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'budi_satu', password: 'rahasia-baru-86' },
    });
    expect(login.statusCode, login.body).toBe(200);

    const log = (await activityRows(ctx)).at(-1);
    expect(log).toMatchObject({ action: 'Tambah', activity_info: 'Menambah acara Reuni Akbar 86' });
    expect(JSON.parse(log?.new_value ?? '{}')).toMatchObject({ newCreatorUsername: 'budi_satu' });
    // Neither the password nor its hash is ever logged.
    expect(log?.new_value).not.toContain('rahasia');
    expect(log?.new_value).not.toContain(member.password_hash);
  });

  it('refuses a taken username or email (any case) with 409 and leaves no group, user or event', async () => {
    await createUser(ctx, { username: 'dipakai', email: 'dipakai@example.com' });
    const before = await writeCounts(ctx);
    const byName = await postEvent(
      ctx,
      await bodyWithNewMember('dua', { user: { ...newMember('dua'), username: 'DIPAKAI' } }),
      headers,
    );
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({ message: USERNAME_TAKEN, code: 'USERNAME_TAKEN' });
    const byEmail = await postEvent(
      ctx,
      await bodyWithNewMember('dua', { user: { ...newMember('dua'), email: 'Dipakai@Example.com' } }),
      headers,
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ message: EMAIL_TAKEN, code: 'EMAIL_TAKEN' });
    expect(await writeCounts(ctx)).toEqual(before);
    expect(await userByUsername('budi_dua')).toBeUndefined();
  });

  it('rolls the new member and the group back when a later step of the event fails', async () => {
    const before = await writeCounts(ctx);
    const restore = await failInserts(ctx, 'event_participants');
    try {
      const res = await postEvent(ctx, await bodyWithNewMember('tiga'), headers);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await restore();
    }
    expect(await writeCounts(ctx)).toEqual(before);
    expect(await userByUsername('budi_tiga')).toBeUndefined();
    // The same request succeeds once nothing is in the way: nothing half-done blocks it.
    const again = await postEvent(ctx, await bodyWithNewMember('tiga'), headers);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('rolls everything back when the activity row cannot be written', async () => {
    const before = await writeCounts(ctx);
    const restore = await failInserts(ctx, 'activity_logs');
    try {
      const res = await postEvent(ctx, await bodyWithNewMember('empat'), headers);
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await writeCounts(ctx)).toEqual(before);
  });
});
