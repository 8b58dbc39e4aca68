import { EMAIL_TAKEN, USERNAME_TAKEN } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import type { NewUser, UserRow } from '../../db/types.ts';
import { violatedUserField } from '../../db/unique-violation.ts';
import { conflict } from '../../lib/errors.ts';
import { completenessFlag } from './profile-completeness.service.ts';
import { cityKeyOf, searchKeyOf } from './search-keys.service.ts';
import { insertUserRow, selectNameHolders } from './users.repo.ts';

export const usernameTaken = () => conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
export const emailTaken = () => conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');

/**
 * A failed write to users that hit the username or e-mail unique index (two saves racing past the
 * check) becomes its 409 with the same message as the check; anything else is thrown as it is.
 */
export function rethrowTaken(err: unknown): never {
  const field = violatedUserField(err);
  if (field === 'username') throw usernameTaken();
  if (field === 'email') throw emailTaken();
  throw err;
}

/** The columns a caller may set on a new users row; every other one takes the new-account default. */
export type UserFields = Pick<UserRow, 'name' | 'username' | 'email' | 'password_hash'> &
  Partial<
    Pick<
      UserRow,
      | 'nickname'
      | 'city'
      | 'phone_number'
      | 'address'
      | 'high_school'
      | 'occupation'
      | 'picture'
      | 'about'
      | 'specialities'
      | 'languages'
      | 'role'
      | 'last_login'
      | 'instagram'
      | 'facebook'
      | 'linkedin'
      | 'tiktok'
      | 'twitter'
    >
  >;

/**
 * THE users row (docs/decisions/012): registration, the admin's add and the event form's creator
 * (insertMember), the Excel import, the first-admin bootstrap, the seeds and the test helpers all build
 * their row here. A ROLE_USER unless `role` says otherwise, never signed in, no socials, empty profile
 * fields as null, created and updated `at`; is_profile_complete is always computed from the fields
 * (profile-completeness.service.ts), so no writer can store a flag that disagrees with the row.
 */
export function newUserRow(fields: UserFields, at: string): NewUser {
  const row = {
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
    last_login: null,
    instagram: null,
    facebook: null,
    linkedin: null,
    twitter: null,
    tiktok: null,
    ...fields,
    created_at: at,
    updated_at: at,
  } satisfies Omit<NewUser, 'is_profile_complete'>;
  // The directory's normalised copies (search-keys.service.ts, docs/decisions/027).
  return {
    ...row,
    is_profile_complete: completenessFlag(row),
    search_key: searchKeyOf(row),
    city_key: cityKeyOf(row.city),
  };
}

/**
 * 409 when the username or the e-mail (each only when given) already belongs to a user other than
 * `exceptId`, compared without case; the username is reported first. Every writer of these two columns
 * checks here, so they all answer the same messages (POST /register's).
 */
export async function assertNameAndEmailFree(
  tx: Executor,
  names: { username?: string; email?: string },
  exceptId?: number,
): Promise<void> {
  const { username, email } = names;
  if (username === undefined && email === undefined) return;
  const taken = await selectNameHolders(tx, { username, email }, exceptId);
  if (username !== undefined && taken.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    throw usernameTaken();
  if (taken.length > 0) throw emailTaken();
}

/**
 * Writes one new users row (newUserRow) with `tx`; a unique-index race answers the same 409 as
 * assertNameAndEmailFree, which the caller runs first (registration runs it before hashing: scrypt is slow).
 */
export async function insertUser(tx: Executor, fields: UserFields, at: string): Promise<UserRow> {
  try {
    return await insertUserRow(tx, newUserRow(fields, at));
  } catch (err) {
    rethrowTaken(err);
  }
}

/** What an admin may fill in for a new member (absent optional fields are stored as null). */
export interface NewMemberInput {
  name: string;
  username: string;
  email: string;
  nickname?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  highSchool?: string | null;
  occupation?: string | null;
  /** 'Kota' (docs/decisions/027). */
  city?: string | null;
  picture?: string | null;
  about?: string | null;
  /** Comma-joined ('Manajemen, Public Speaking'), as the contract's specialities field outputs it. */
  specialities?: string | null;
  languages?: string | null;
}

/**
 * THE "create a member" step shared by POST /user (admin add) and the admin event form's inline
 * creator: a ROLE_USER member written with `tx` (the caller's transaction, so a later failure removes
 * the member too). Username and email are unique without case, with the same 409 messages as
 * POST /register. The password is already hashed (outside the transaction: scrypt is slow).
 */
export async function insertMember(
  tx: Executor,
  input: NewMemberInput,
  passwordHash: string,
  at: string,
): Promise<{ id: number; username: string }> {
  await assertNameAndEmailFree(tx, input);
  const row = await insertUser(
    tx,
    {
      name: input.name,
      username: input.username,
      email: input.email,
      password_hash: passwordHash,
      nickname: input.nickname ?? null,
      phone_number: input.phoneNumber ?? null,
      address: input.address ?? null,
      high_school: input.highSchool ?? null,
      occupation: input.occupation ?? null,
      city: input.city ?? null,
      about: input.about ?? null,
      picture: input.picture ?? null,
      specialities: input.specialities ?? null,
      languages: input.languages ?? null,
    },
    at,
  );
  return { id: row.id, username: row.username };
}
