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
}

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * Route guards, registered as `onRequest`: the caller is checked before the body is read or validated,
     * so a guest or member never learns what a valid body looks like. `optional` attaches the caller if
     * any; `user` needs any member; `admin` an admin.
     */
    guards: { optional: Guard; user: Guard; admin: Guard };
    signToken(user: { id: number; token_version: number }): { token: string; expiresAt: string };
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
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.ttlSeconds } });
  app.decorateRequest('auth', null);

  app.decorate('signToken', (user: { id: number; token_version: number }) => {
    const token = app.jwt.sign({ sub: String(user.id), tv: user.token_version });
    return { token, expiresAt: new Date(Date.now() + opts.ttlSeconds * 1000).toISOString() };
  });

  /** Resolves the bearer token to a current user, or null for guests; throws 401 for a bad token. */
  async function resolve(req: FastifyRequest): Promise<AuthUser | null> {
    if (!req.headers.authorization) return null;
    let payload: TokenPayload;
    try {
      payload = await req.jwtVerify<TokenPayload>();
    } catch {
      throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    }
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id)) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    const row = await opts.db
      .selectFrom('users')
      .select(['id', 'role', 'name', 'username', 'email', 'token_version', 'must_change_password'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.token_version !== payload.tv) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
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
    async optional(req) {
      try {
        req.auth = await resolve(req);
      } catch {
        req.auth = null; // a stale token on a public page is simply a visitor
      }
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
