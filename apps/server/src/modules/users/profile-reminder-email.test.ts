import { PROFILE_FORBIDDEN } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { getUser, putUser, userRow } from './users.test-support.ts';

/** 'Pengingat email' on the profile (docs/decisions/013): the owner's choice, in PUT /user and their own profile. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("PUT /user reminderEmail ('Pengingat email')", () => {
  it('is on by default, turned off and on by its owner, and kept when absent', async () => {
    const me = await loginAs(ctx, 'ROLE_USER', { name: 'Budi' });
    expect((await getUser(ctx, String(me.user.id), me.headers)).json().result.reminderEmail).toBe(true);

    const off = await putUser(ctx, { name: 'Budi', reminderEmail: false }, me.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().result.reminderEmail).toBe(false);
    expect((await userRow(ctx, me.user.id)).reminder_email).toBe(0);

    // A save that does not mention it leaves it as it is.
    await putUser(ctx, { name: 'Budi Santoso' }, me.headers);
    expect((await userRow(ctx, me.user.id)).reminder_email).toBe(0);

    const on = await putUser(ctx, { name: 'Budi', reminderEmail: true }, me.headers);
    expect(on.json().result.reminderEmail).toBe(true);
  });

  it('is never shown to other members', async () => {
    const owner = await loginAs(ctx, 'ROLE_USER', { name: 'Pemilik' });
    const other = await loginAs(ctx, 'ROLE_USER', { name: 'Tetangga' });
    const seen = (await getUser(ctx, String(owner.user.id), other.headers)).json().result;
    expect(seen).not.toHaveProperty('reminderEmail');
  });

  it("refuses a value that is not true/false, and another member's profile", async () => {
    const me = await loginAs(ctx, 'ROLE_USER', { name: 'Citra' });
    for (const bad of ['ya', 1, null]) {
      const res = await putUser(ctx, { name: 'Citra', reminderEmail: bad }, me.headers);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe('Pengingat email tidak valid');
    }
    const other = await loginAs(ctx, 'ROLE_USER', { name: 'Dodi' });
    const res = await putUser(ctx, { id: other.user.id, name: 'Dodi', reminderEmail: false }, me.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: PROFILE_FORBIDDEN, code: 'PROFILE_FORBIDDEN' });
    expect((await userRow(ctx, other.user.id)).reminder_email).toBe(1);
  });
});
