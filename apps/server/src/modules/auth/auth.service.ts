import type { CurrentUser, RegisterBody } from '@alumni/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AccountLimiter } from './account-limiter.ts';
import { normaliseIdentifier } from './account-limiter.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { previousLogin, toCurrentUser } from './current-user.ts';
import { violatedUserField } from './unique-violation.ts';

/** What the routes need to answer a sign-in: the user as the client keeps it and what the token binds. */
export interface SignedIn {
  currentUser: CurrentUser;
  subject: { id: number; token_version: number };
}

export interface LoginDeps {
  now: () => Date;
  limiter: AccountLimiter;
  /** scrypt cost for new hashes; an older, cheaper hash is upgraded on a successful sign-in. */
  scryptLogN: number;
}

const badCredentials = () => unauthorized(AUTH_MESSAGES.badCredentials, 'INVALID_CREDENTIALS');

function hashCost(stored: string): number | null {
  const parts = stored.split('$');
  return parts[0] === 'scrypt' && parts.length === 6 ? Number(parts[1]) : null;
}

/** POST /login: `identifier` is a username or an email, compared case-insensitively. */
export async function login(
  db: Db,
  input: { identifier: string; password: string; ip: string | null },
  deps: LoginDeps,
): Promise<SignedIn> {
  // Refused before the password is looked at, so guessing stops even with the right password.
  if (deps.limiter.isBlocked(input.identifier)) {
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, 'TOO_MANY_LOGIN_ATTEMPTS');
  }
  const key = normaliseIdentifier(input.identifier);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
    // An imported username could look like someone's email; the email owner wins.
    .orderBy(sql`case when lower(email) = ${key} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();

  // verifyPassword spends comparable time on a missing or NULL hash: no timing hint either way.
  const valid = await verifyPassword(input.password, user?.password_hash ?? null);
  if (!user || !valid) {
    deps.limiter.recordFailure(input.identifier);
    throw badCredentials();
  }
  deps.limiter.reset(input.identifier);

  const cost = user.password_hash ? hashCost(user.password_hash) : null;
  const upgradedHash =
    cost !== null && cost < deps.scryptLogN ? await hashPassword(input.password, deps.scryptLogN) : undefined;

  const now = deps.now().toISOString();
  const lastLogin = await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ last_login: now, ...(upgradedHash ? { password_hash: upgradedHash } : {}) })
      .where('id', '=', user.id)
      .execute();
    await tx
      .insertInto('login_history')
      .values({ user_id: user.id, ip: input.ip, created_at: now })
      .execute();
    return previousLogin(tx, user.id);
  });

  return {
    currentUser: toCurrentUser(user, lastLogin),
    subject: { id: user.id, token_version: user.token_version },
  };
}

/** POST /register: a new ROLE_USER with an incomplete profile. Registration is not a sign-in. */
export async function register(
  db: Db,
  input: RegisterBody,
  deps: { now: () => Date; scryptLogN: number },
): Promise<SignedIn> {
  const username = input.username.toLowerCase();
  const email = input.email.toLowerCase();
  const taken = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', username), eb(sql`lower(email)`, '=', email)]))
    .execute();
  if (taken.some((u) => u.username.toLowerCase() === username)) throw usernameTaken();
  if (taken.length > 0) throw emailTaken();

  const passwordHash = await hashPassword(input.password, deps.scryptLogN);
  const now = deps.now().toISOString();
  try {
    const user = await db
      .insertInto('users')
      .values({
        name: input.name,
        nickname: null,
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
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
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      currentUser: toCurrentUser(user, null),
      subject: { id: user.id, token_version: user.token_version },
    };
  } catch (err) {
    // Two sign-ups with the same name racing past the check above: the unique index decides.
    const field = violatedUserField(err);
    if (field === 'username') throw usernameTaken();
    if (field === 'email') throw emailTaken();
    throw err;
  }
}

const usernameTaken = () => conflict(AUTH_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
