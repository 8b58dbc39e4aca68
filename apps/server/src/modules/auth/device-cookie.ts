import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that signed in to an account keeps a signed cookie naming a random device id for that account
 * (one cookie per account, so a shared phone serves a couple). Only /login ever receives it (path), scripts
 * cannot read it (httpOnly), and its signature (@fastify/cookie, keyed from JWT_SECRET) makes it unforgeable.
 * The login limiter trusts such a browser past the per-account ceiling (account-limiter.ts).
 */
const PATH = '/api/v1/login';
const MAX_AGE_SECONDS = 180 * 24 * 3600;
const cookieName = (userId: number) => `a86_device_${userId}`;

/** The device id of a valid cookie for this account, or null. */
export function readDevice(req: FastifyRequest, userId: number | null): string | null {
  if (userId === null) return null;
  const raw = req.cookies?.[cookieName(userId)];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** After a successful sign-in: keep (or issue) this browser's device id for the account. */
export function rememberDevice(
  reply: FastifyReply,
  userId: number,
  device: string | null,
  secure: boolean,
): void {
  reply.setCookie(cookieName(userId), device ?? randomBytes(16).toString('base64url'), {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: MAX_AGE_SECONDS,
    signed: true,
  });
}
