import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { NewUser, UserRow } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '../auth/auth.messages.ts';
import { violatedUserField } from '../auth/unique-violation.ts';
import { type CompletenessFields, completenessFlag } from './profile-completeness.ts';

const lowerEquals = (column: 'username' | 'email', value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;

const usernameTaken = () => conflict(AUTH_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');

/** The columns of a new member row that differ between POST /user, the event form's creator and the import. */
export type MemberFields = Pick<
  UserRow,
  'name' | 'username' | 'email' | 'password_hash' | 'picture' | 'specialities' | 'languages'
> &
  CompletenessFields;

/**
 * THE users row of a new member, shared by insertMember and the Excel import: a ROLE_USER with
 * `fields`, is_profile_complete computed from them (profile-completeness.ts), no socials, never signed in,
 * created and updated `at`.
 */
export function newMemberRow(fields: MemberFields, at: string): NewUser {
  return {
    ...fields,
    role: 'ROLE_USER',
    is_profile_complete: completenessFlag(fields),
    last_login: null,
    instagram: null,
    facebook: null,
    linkedin: null,
    twitter: null,
    tiktok: null,
    created_at: at,
    updated_at: at,
  };
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
  picture?: string | null;
  about?: string | null;
  /** Comma-joined ('Manajemen, Public Speaking'), as the contract's specialities field outputs it. */
  specialities?: string | null;
  languages?: string | null;
}

/**
 * THE "create a member row" step shared by POST /user (admin add) and the admin event form's inline
 * creator: a ROLE_USER member written with `tx` (the caller's transaction, so a later failure removes
 * the member too). Username and email are unique without case, with the same 409 messages as
 * POST /register; is_profile_complete comes from profile-completeness.ts. The password is already
 * hashed (outside the transaction: scrypt is slow).
 */
export async function insertMember(
  tx: Executor,
  input: NewMemberInput,
  passwordHash: string,
  at: string,
): Promise<{ id: number; username: string }> {
  const taken = await tx
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) => eb.or([lowerEquals('username', input.username), lowerEquals('email', input.email)]))
    .execute();
  if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) throw usernameTaken();
  if (taken.length > 0) throw emailTaken();

  try {
    return await tx
      .insertInto('users')
      .values(
        newMemberRow(
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
            about: input.about ?? null,
            picture: input.picture ?? null,
            specialities: input.specialities ?? null,
            languages: input.languages ?? null,
          },
          at,
        ),
      )
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
  } catch (err) {
    // A concurrent sign-up with the same name got past the check: the unique index decides.
    const field = violatedUserField(err);
    if (field === 'username') throw usernameTaken();
    if (field === 'email') throw emailTaken();
    throw err;
  }
}
