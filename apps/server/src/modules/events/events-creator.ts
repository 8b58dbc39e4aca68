import type { InlineCreatorInput } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { conflict } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '../auth/auth.messages.ts';
import { violatedUserField } from '../auth/unique-violation.ts';
import { completenessFlag } from '../users/profile-completeness.ts';
import { lowerEquals } from './events-write.support.ts';

const usernameTaken = () => conflict(AUTH_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');

/**
 * The admin event form's "create a new user" creator: a ROLE_USER member, written with `tx` (the
 * event's transaction, so a later failure removes the member too). Username and email are unique
 * without case, with the same 409 messages as POST /register. The password is already hashed (outside
 * the transaction: scrypt is slow).
 */
export async function insertInlineMember(
  tx: Executor,
  input: InlineCreatorInput,
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

  const profile = {
    nickname: input.nickname,
    phone_number: null,
    address: null,
    high_school: null,
    occupation: null,
    about: null,
  };
  try {
    return await tx
      .insertInto('users')
      .values({
        name: input.name,
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        ...profile,
        picture: null,
        specialities: null,
        languages: null,
        role: 'ROLE_USER',
        is_profile_complete: completenessFlag(profile),
        last_login: null,
        instagram: null,
        facebook: null,
        linkedin: null,
        twitter: null,
        tiktok: null,
        created_at: at,
        updated_at: at,
      })
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
