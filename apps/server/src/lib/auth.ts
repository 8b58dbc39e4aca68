import { randomUUID } from 'node:crypto';
import { isAdminRole, type Role } from '@alumni/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { forbidden, unauthorized } from './errors.ts';
import { refusePendingPasswordChange } from './password-change-gate.ts';

/** The caller as the guards see them, loaded fresh from the database on every authenticated call. */
export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  username: string;
  email: string;
  /** A temporary password from an admin's reset is still in use (see password-change-gate.ts). */
  mustChangePassword?: boolean;
}

interface TokenPayload {
  sub: string;
  /** users.token_version at signing; a password change or deletion bumps it and revokes the token. */
  tv: number;
  /** This token's id: logout lists it in revoked_tokens until it would have expired. */
  jti: string;
  /** When the member typed their password (epoch seconds); refreshes keep it, SESSION_MAX_DAYS bounds it. */
  at: number;
  /** Set by @fastify/jwt. */
  iat?: number;
  exp?: number;
}

/** The verified token behind the current request (logout and refresh need it). */
export interface TokenClaims {
  jti: string;
  /** Epoch seconds. */
  expiresAt: number;
  authTime: number;
  /** users.token_version the token was signed with (equal to the row's, or the token is refused). */
  tokenVersion: number;
}

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
    /** The verified token's claims when `auth` is set. */
    token: TokenClaims | null;
  }
  interface FastifyInstance {
    /**
     * Route guards, registered as `onRequest`: the caller is checked before the body is read or validated,
     * so a guest or member never learns what a valid body looks like. `optional` attaches the caller if
     * any; `user` needs any member; `admin` an admin.
     */
    guards: { optional: Guard; user: Guard; admin: Guard };
    /** A new token; `authTime` (epoch seconds) carries a sign-in's time across refreshes. */
    signToken(
      user: { id: number; token_version: number },
      authTime?: number,
    ): { token: string; expiresAt: string };
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const SESSION_EXPIRED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

async function authPlugin(app: FastifyInstance, opts: { db: Db; secret: string; ttlSeconds: number }) {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { expiresIn: opts.ttlSeconds },
    // fast-jwt keeps verified tokens (at most 1,000, never past their exp): the signature is not checked
    // again on every call; the database check below still runs every time (docs/decisions/017).
    verify: { cache: true },
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('token', null);

  app.decorate('signToken', (user: { id: number; token_version: number }, authTime?: number) => {
    // The sign-in time follows the app clock (tests may move it), as the SESSION_MAX_DAYS check does.
    const now = Math.floor(app.deps.now().getTime() / 1000);
    const token = app.jwt.sign({
      sub: String(user.id),
      tv: user.token_version,
      jti: randomUUID(),
      at: authTime ?? now,
    });
    return { token, expiresAt: new Date(Date.now() + opts.ttlSeconds * 1000).toISOString() };
  });

  const expired = () => unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');

  /**
   * The caller's row with a scalar look-up of the token id. Built and compiled once (docs/decisions/017:
   * building the query was about a tenth of a cached member read); each call only puts in its two values.
   */
  const CALLER_SENTINEL = { id: -1, jti: '\u0000jti' };
  const callerQuery = opts.db
    .selectFrom('users')
    .select(['id', 'role', 'name', 'username', 'email', 'token_version', 'must_change_password'])
    .select((eb) =>
      eb
        .selectFrom('revoked_tokens')
        .select(eb.lit(1).as('one'))
        .where('jti', '=', CALLER_SENTINEL.jti)
        .as('revoked'),
    )
    .where('id', '=', CALLER_SENTINEL.id);
  type CallerRow = NonNullable<Awaited<ReturnType<typeof callerQuery.executeTakeFirst>>>;
  const compiled = callerQuery.compile();
  const idAt = compiled.parameters.indexOf(CALLER_SENTINEL.id);
  const jtiAt = compiled.parameters.indexOf(CALLER_SENTINEL.jti);
  if (idAt < 0 || jtiAt < 0 || compiled.parameters.length !== 2) throw new Error('caller query: parameters');
  async function callerRow(id: number, jti: string): Promise<CallerRow | undefined> {
    const parameters = [...compiled.parameters];
    parameters[idAt] = id;
    parameters[jtiAt] = jti;
    const result = await opts.db.executeQuery<CallerRow>({ ...compiled, parameters });
    return result.rows[0];
  }

  /**
   * Resolves the bearer token to a current user, or null when no token is sent; throws 401 for a token that is
   * malformed, expired, logged out (revoked_tokens) or older than the member's last password change. One
   * primary-key read: the user row with a scalar look-up of the token id.
   */
  async function resolve(req: FastifyRequest): Promise<AuthUser | null> {
    if (!req.headers.authorization) return null;
    // `Bearer <token>` as @fastify/jwt reads it, verified with its configured verifier (the sync path:
    // req.jwtVerify's promise and option merging were a visible share of a cached member read, decision 017).
    const parts = req.headers.authorization.split(' ');
    if (parts.length !== 2 || !/^Bearer$/i.test(parts[0] ?? '')) throw expired();
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(parts[1] ?? '');
    } catch {
      throw expired();
    }
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || typeof payload.jti !== 'string' || typeof payload.at !== 'number') {
      throw expired(); // tokens from before logout revocation existed carry no jti: sign in again
    }
    // The row is re-read after any write on this instance and at least every READ_CACHE_TTL_MS (a logout or
    // password change elsewhere reaches this instance within that; docs/decisions/017).
    const row = await app.readCache.remember(`caller ${id} ${payload.jti}`, () => callerRow(id, payload.jti));
    if (!row || row.token_version !== payload.tv || row.revoked !== null) throw expired();
    req.token = {
      jti: payload.jti,
      expiresAt: payload.exp ?? 0,
      authTime: payload.at,
      tokenVersion: payload.tv,
    };
    return {
      id: row.id,
      role: row.role as Role,
      name: row.name,
      username: row.username,
      email: row.email,
      mustChangePassword: row.must_change_password === 1,
    };
  }

  app.decorate('guards', {
    /**
     * No token: a visitor. A token that no longer works is a 401 (not a silent visitor answer), so the client
     * learns its session ended and signs out instead of showing a member a visitor's page.
     */
    async optional(req) {
      req.auth = await resolve(req);
      refusePendingPasswordChange(req);
    },
    async user(req) {
      req.auth = await resolve(req);
      if (!req.auth) throw unauthorized();
      refusePendingPasswordChange(req);
    },
    async admin(req) {
      req.auth = await resolve(req);
      if (!req.auth) throw unauthorized();
      if (!isAdminRole(req.auth.role)) throw forbidden();
      refusePendingPasswordChange(req);
    },
  } satisfies Record<string, Guard>);
}

export default fp(authPlugin, { name: 'auth' });

/** Narrowing helper for handlers behind `guards.user` / `guards.admin`. */
export function caller(req: FastifyRequest): AuthUser {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
