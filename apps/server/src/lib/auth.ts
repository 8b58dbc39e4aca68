import { randomUUID } from 'node:crypto';
import { isAdminRole, type Role } from '@alumni/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Executor } from '../db/index.ts';
import { reusableQuery } from '../db/reusable-query.ts';
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
  /**
   * Marked 'Bendahara' (docs/decisions/028), as the sign-in row says (read with it, so kept as it is:
   * docs/decisions/017, 051). Absent where no sign-in row was read (a caller built by hand): then ask the database.
   */
  treasurer?: boolean;
}

interface TokenPayload {
  sub: string;
  /** users.token_version at signing; a password change or deletion bumps it and revokes the token. */
  tv: number;
  /** The session (one password sign-in) this token belongs to: docs/decisions/020. */
  sid: string;
  /** The token's generation in its session: a refresh retires it and issues the next. */
  gen: number;
  /** When the member typed their password (epoch seconds); refreshes keep it, SESSION_MAX_DAYS bounds it. */
  at: number;
  /** Set by @fastify/jwt. */
  iat?: number;
  exp?: number;
}

/** The verified token behind the current request (logout and refresh need it). */
export interface TokenClaims {
  sessionId: string;
  generation: number;
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
    /**
     * A token. Without `session`, a new session starting now (a password sign-in); with it, a token of that
     * session: same sign-in time (epoch seconds), the given generation. Never valid past SESSION_MAX_DAYS
     * after the sign-in.
     */
    signToken(
      user: { id: number; token_version: number },
      session?: SessionOfToken,
    ): { token: string; expiresAt: string };
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

/** The session a token is signed for (lib/auth.ts signToken). */
export interface SessionOfToken {
  sessionId: string;
  generation: number;
  /** Epoch seconds of the password sign-in. */
  authTime: number;
}

/**
 * How long the token a refresh retired keeps working: requests the same browser sent before it had the new
 * token, other tabs refreshing at the same moment (docs/decisions/020).
 */
export const REFRESH_GRACE_SECONDS = 30;

/** A session's row (migration 010); none until its first refresh or its end. */
export interface SessionRow {
  generation: number;
  grace_until: string;
  ended_at: string | null;
}

export type TokenStanding = 'current' | 'grace' | 'retired' | 'ended';

/** Where a token of generation `generation` stands in its session (no row: never refreshed nor ended). */
export function judgeToken(row: SessionRow | null | undefined, generation: number, now: Date): TokenStanding {
  if (!row) return generation === 0 ? 'current' : 'ended'; // a row is only removed once its tokens expired
  if (row.ended_at !== null) return 'ended';
  if (generation === row.generation) return 'current';
  if (generation === row.generation - 1 && now.toISOString() < row.grace_until) return 'grace';
  return 'retired';
}

/** Ends a session (modules/auth/session.service.ts endSession), given to the plugin by app.ts. */
export type EndSession = (session: { sessionId: string; userId: number }, now: Date) => Promise<void>;

/** How many verified tokens are kept (lib/auth.ts `verified`), and for how long at most after their check. */
const VERIFIED_MAX = 10_000;
const VERIFIED_FOR_MS = 600_000;

export const SESSION_EXPIRED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

async function authPlugin(
  app: FastifyInstance,
  opts: { db: Db; secret: string; ttlSeconds: number; sessionMaxSeconds: number; endSession: EndSession },
) {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { expiresIn: opts.ttlSeconds },
    // fast-jwt keeps verified tokens (at most 1,000, never past their exp); the sign-in check asks it only for a
    // token it does not know yet: it keeps its own by the token's text (`verified` below), which spares
    // fast-jwt's hashing of the token per request. The database check still runs every time (decisions 017, 033).
    verify: { cache: true },
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('token', null);

  app.decorate('signToken', (user: { id: number; token_version: number }, session?: SessionOfToken) => {
    // The sign-in time follows the app clock (tests may move it), as the SESSION_MAX_DAYS check does.
    const now = Math.floor(app.deps.now().getTime() / 1000);
    const at = session?.authTime ?? now;
    // No token outlives its session's SESSION_MAX_DAYS: a session past it gets no new token at all.
    const left = at + opts.sessionMaxSeconds - now;
    if (left <= 0) throw expired();
    const life = Math.min(opts.ttlSeconds, left);
    const token = app.jwt.sign(
      {
        sub: String(user.id),
        tv: user.token_version,
        sid: session?.sessionId ?? randomUUID(),
        gen: session?.generation ?? 0,
        at,
      },
      { expiresIn: life },
    );
    return { token, expiresAt: new Date(Date.now() + life * 1000).toISOString() };
  });

  const expired = () => unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');

  /**
   * The caller's row with its session's row (none until the session is refreshed or ended: docs/decisions/020).
   * Built and compiled once (db/reusable-query.ts; docs/decisions/017: building the query was about a tenth of a
   * cached member read); each call only puts in its two values.
   */
  const callerQuery = reusableQuery(
    { id: 'number', sid: 'string' },
    (db: Executor, p: { id: number; sid: string }) =>
      db
        .selectFrom('users')
        .leftJoin('sessions', (join) =>
          join.on('sessions.id', '=', p.sid).onRef('sessions.user_id', '=', 'users.id'),
        )
        .select([
          'users.id',
          'users.role',
          'users.name',
          'users.username',
          'users.email',
          'users.token_version',
          'users.must_change_password',
          'users.treasurer',
          'sessions.generation',
          'sessions.grace_until',
          'sessions.ended_at',
        ])
        .where('users.id', '=', p.id),
  );
  const callerRow = async (id: number, sid: string) => (await callerQuery(opts.db, 'caller', { id, sid }))[0];

  /**
   * Tokens whose signature was verified, by their exact text, with the instant (epoch ms, the real clock as
   * fast-jwt's) they stop being taken without verifying again: their `exp`, and at most VERIFIED_FOR_MS after the
   * check, as fast-jwt's own cache. It skips only the signature check and its hashing (a sha-256 of the token per
   * request for fast-jwt's cache key; docs/decisions/033 "Fifth step"): whether the token still counts (its
   * session, the password version) is read below on every request, so a logout ends it at once as before.
   */
  const verified = new Map<string, { payload: TokenPayload; until: number }>();
  const verifiedPayload = (token: string): TokenPayload | undefined => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (Date.now() <= known.until) return known.payload;
    verified.delete(token);
    return undefined;
  };
  const rememberVerified = (token: string, payload: TokenPayload) => {
    const now = Date.now();
    const until = Math.min(now + VERIFIED_FOR_MS, typeof payload.exp === 'number' ? payload.exp * 1000 : 0);
    if (until < now) return;
    if (verified.size >= VERIFIED_MAX) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { payload, until });
  };

  /**
   * Resolves the bearer token to a current user, or null when no token is sent; throws 401 for a token that is
   * malformed, expired, of an ended session, retired by a refresh (past the grace: that ends its session),
   * older than SESSION_MAX_DAYS after its sign-in or than the member's last password change or 'Keluar dari
   * semua perangkat'. One primary-key read: the user row with its session's row.
   */
  async function resolve(req: FastifyRequest): Promise<AuthUser | null> {
    if (!req.headers.authorization) return null;
    // `Bearer <token>` as @fastify/jwt reads it, verified with its configured verifier (the sync path:
    // req.jwtVerify's promise and option merging were a visible share of a cached member read, decision 017).
    const parts = req.headers.authorization.split(' ');
    if (parts.length !== 2 || !/^Bearer$/i.test(parts[0] ?? '')) throw expired();
    const token = parts[1] ?? '';
    let payload = verifiedPayload(token);
    if (!payload) {
      try {
        payload = app.jwt.verify<TokenPayload>(token);
      } catch {
        throw expired();
      }
      rememberVerified(token, payload);
    }
    const id = Number(payload.sub);
    if (
      !Number.isSafeInteger(id) ||
      typeof payload.sid !== 'string' ||
      !Number.isSafeInteger(payload.gen) ||
      typeof payload.at !== 'number'
    ) {
      throw expired(); // tokens from before sessions (docs/decisions/020) carry no sid: sign in again
    }
    const now = app.deps.now();
    // The row is re-read after any write on this instance or (with Redis) on another, and at least every second
    // (SIGN_IN_ROW_MAX_MS: a logout or password change nobody announced holds within that; docs/decisions/017).
    const row = await app.readCache.remember(`caller ${id} ${payload.sid}`, () => callerRow(id, payload.sid));
    if (!row || row.token_version !== payload.tv) throw expired();
    const standing = judgeToken(
      row.generation === null
        ? null
        : { generation: row.generation, grace_until: row.grace_until ?? '', ended_at: row.ended_at },
      payload.gen,
      now,
    );
    if (standing === 'retired') {
      // A token its session moved past is used again: someone holds a copy. End the session for everyone
      // (refresh-token reuse detection, docs/decisions/020).
      await opts.endSession({ sessionId: payload.sid, userId: id }, now);
      app.readCache.bump();
      req.log.warn({ userId: id }, 'session ended: a retired token was used again');
    }
    if (standing === 'retired' || standing === 'ended') throw expired();
    req.token = {
      sessionId: payload.sid,
      generation: payload.gen,
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
      treasurer: row.treasurer === 1,
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
