import { EMAIL_TAKEN, USERNAME_TAKEN } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { assertNameAndEmailFree, insertUser, newUserRow } from './create-user.service.ts';
import { searchKeyOf } from './search-keys.service.ts';

/** One owner per rule (docs/decisions/012): one builder for the users row, one check for a taken username or e-mail. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const AT = '2026-03-01T02:00:00.000Z';
const base = { name: 'Budi', username: 'budi_row', email: 'budi.row@contoh.id', password_hash: null };

describe('newUserRow', () => {
  it('gives a new ROLE_USER who never signed in, empty fields as null, both timestamps `at`', () => {
    expect(newUserRow(base, AT)).toEqual({
      ...base,
      nickname: null,
      phone_number: null,
      address: null,
      high_school: null,
      occupation: null,
      picture: null,
      about: null,
      specialities: null,
      languages: null,
      role: 'ROLE_USER',
      is_profile_complete: 0,
      last_login: null,
      instagram: null,
      facebook: null,
      linkedin: null,
      twitter: null,
      tiktok: null,
      created_at: AT,
      updated_at: AT,
      // The directory's normalised keys (search-keys.service.ts, docs/decisions/027).
      search_key: searchKeyOf(base),
      city_key: null,
    });
  });

  it('computes is_profile_complete from the fields (the six the rule counts, non-blank)', () => {
    const six = {
      nickname: 'Budi',
      phone_number: '0812 3456 789',
      address: 'Jl. Merdeka 1',
      high_school: 'SMA 1',
      occupation: 'Guru',
      about: 'Suka mengajar.',
    };
    expect(newUserRow({ ...base, ...six }, AT).is_profile_complete).toBe(1);
    expect(newUserRow({ ...base, ...six, about: '   ' }, AT).is_profile_complete).toBe(0);
    expect(newUserRow({ ...base, ...six, nickname: null }, AT).is_profile_complete).toBe(0);
  });

  it('keeps a given role, sign-in and socials', () => {
    const row = newUserRow(
      { ...base, role: 'ROLE_ADMIN', last_login: AT, instagram: 'budi', tiktok: 'budi_tt' },
      AT,
    );
    expect(row).toMatchObject({ role: 'ROLE_ADMIN', last_login: AT, instagram: 'budi', tiktok: 'budi_tt' });
  });
});

describe('assertNameAndEmailFree and insertUser', () => {
  it('refuses a taken username first, then a taken e-mail, without case, except for the owner', async () => {
    const owner = await createUser(ctx, { username: 'pemilik_nama', email: 'pemilik@contoh.id' });
    await expect(
      assertNameAndEmailFree(ctx.db, { username: 'PEMILIK_NAMA', email: 'PEMILIK@contoh.id' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'USERNAME_TAKEN', message: USERNAME_TAKEN });
    await expect(
      assertNameAndEmailFree(ctx.db, { username: 'lain_sama_sekali', email: 'Pemilik@Contoh.id' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: EMAIL_TAKEN });
    await expect(
      assertNameAndEmailFree(ctx.db, { username: 'pemilik_nama', email: 'pemilik@contoh.id' }, owner.id),
    ).resolves.toBeUndefined();
    await expect(assertNameAndEmailFree(ctx.db, {})).resolves.toBeUndefined();
  });

  it('writes the builder row, and answers a unique-index race with the same 409', async () => {
    const row = await insertUser(
      ctx.db,
      { name: 'Citra', username: 'citra_row', email: 'citra@contoh.id', password_hash: null },
      AT,
    );
    expect(row).toMatchObject({
      username: 'citra_row',
      role: 'ROLE_USER',
      is_profile_complete: 0,
      created_at: AT,
    });
    // Past the check (as a racing sign-up would be): the index decides, with the check's message.
    await expect(
      insertUser(ctx.db, { name: 'X', username: 'CITRA_ROW', email: 'x@contoh.id', password_hash: null }, AT),
    ).rejects.toMatchObject({ statusCode: 409, code: 'USERNAME_TAKEN', message: USERNAME_TAKEN });
    await expect(
      insertUser(ctx.db, { name: 'Y', username: 'y_row', email: 'CITRA@contoh.id', password_hash: null }, AT),
    ).rejects.toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: EMAIL_TAKEN });
  });
});
