import type { CurrentUser, RegisterBody } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { recordSignIn } from '../users/account.service.ts';
import { assertNameAndEmailFree, insertUser } from '../users/create-user.service.ts';
import { previousLogin, toCurrentUser } from '../users/current-user.service.ts';
import {
  type AccountLimiter,
  type Attempt,
  accountKey,
  normaliseIdentifier,
} from './account-limiter.service.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { insertLogin, selectAccountByIdentifier } from './auth.repo.ts';

/** What the routes need to answer a sign-in: the user as the client keeps it and what the token binds. */
export interface SignedIn {
  currentUser: CurrentUser;
  subject: { id: number; token_version: number };
}

export interface LoginDeps {
  now: () => Date;
  limiter: AccountLimiter;
  /** scrypt cost for new hashes and for the dummy check of unknown accounts; other hashes are re-made on sign-in. */
  scryptLogN: number;
}

export interface LoginInput {
  identifier: string;
  password: string;
  ip: string;
  /** The device id of this browser's device cookie for that account, if it has a valid one. */
  deviceFor: (userId: number) => string | null;
}

const badCredentials = () => unauthorized(AUTH_MESSAGES.badCredentials, 'INVALID_CREDENTIALS');

/**
 * POST /login: `identifier` is a username or an email, compared case-insensitively. Answers the session and the
 * attempt (the route keeps the browser's device cookie from it).
 */
export async function login(
  db: Db,
  input: LoginInput,
  deps: LoginDeps,
): Promise<SignedIn & { attempt: Attempt }> {
  const key = normaliseIdentifier(input.identifier);
  const user = await selectAccountByIdentifier(db, key);

  const attempt: Attempt = {
    account: accountKey(user?.id ?? null, input.identifier),
    ip: input.ip,
    device: user ? input.deviceFor(user.id) : null,
  };
  // Refused before the password is looked at, so guessing stops even with the right password.
  if (await deps.limiter.isBlocked(attempt)) {
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, 'TOO_MANY_LOGIN_ATTEMPTS');
  }

  // An unknown account or a NULL hash costs one derivation at the configured cost, like a wrong password.
  const valid = await verifyPassword(input.password, user?.password_hash ?? null, deps.scryptLogN);
  if (!user || !valid) {
    await deps.limiter.recordFailure(attempt);
    throw badCredentials();
  }
  await deps.limiter.reset(attempt);

  const upgradedHash = needsRehash(user.password_hash, deps.scryptLogN)
    ? await hashPassword(input.password, deps.scryptLogN)
    : undefined;

  const now = deps.now().toISOString();
  const lastLogin = await db.transaction().execute(async (tx) => {
    await recordSignIn(tx, user.id, now, upgradedHash);
    await insertLogin(tx, { user_id: user.id, ip: input.ip, created_at: now });
    return previousLogin(tx, user.id);
  });

  return {
    currentUser: toCurrentUser(user, lastLogin),
    subject: { id: user.id, token_version: user.token_version },
    attempt,
  };
}

/**
 * POST /register: a new ROLE_USER with an incomplete profile, built and written by users/create-user.service.ts.
 * Registration is not a sign-in.
 */
export async function register(
  db: Db,
  input: RegisterBody,
  deps: { now: () => Date; scryptLogN: number },
): Promise<SignedIn> {
  // Checked before hashing: a taken name costs no scrypt derivation.
  await assertNameAndEmailFree(db, input);
  const passwordHash = await hashPassword(input.password, deps.scryptLogN);
  const user = await insertUser(
    db,
    { name: input.name, username: input.username, email: input.email, password_hash: passwordHash },
    deps.now().toISOString(),
  );
  return {
    currentUser: toCurrentUser(user, null),
    subject: { id: user.id, token_version: user.token_version },
  };
}
