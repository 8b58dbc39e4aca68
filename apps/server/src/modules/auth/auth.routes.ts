import { randomBytes } from 'node:crypto';
import {
  ChangePasswordBody,
  ConfirmResetBody,
  CurrentUser,
  ErrorBody,
  ForgotPasswordBody,
  ForgotPasswordResult,
  LoginBody,
  LoginResult,
  MessageResult,
  RegisterBody,
  RegisterPendingResult,
  resultOf,
} from '@alumni/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { unauthorized } from '../../lib/errors.ts';
import { registerMode, requestApproval } from '../join/join.service.ts';
import { revokeEverySession } from '../users/account.service.ts';
import { loadCurrentUser } from '../users/current-user.service.ts';
import {
  type AccountLimiter,
  createAccountLimiter,
  createRedisAccountLimiter,
} from './account-limiter.service.ts';
import { login, register } from './auth.service.ts';
import { changeOwnPassword } from './change-password.service.ts';
import { committeeWhatsApp, confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';
import { assertRefreshable, endSession, rotateSession } from './session.service.ts';

/**
 * Per-IP limits (@fastify/rate-limit, per instance or shared in Redis with REDIS_URL, keyed by req.ip: set
 * TRUST_PROXY behind a proxy).
 * Exported so tests can count to them instead of repeating the numbers.
 */
export const IP_LIMITS = {
  login: { max: 20, timeWindow: 60_000 },
  register: { max: 60, timeWindow: 10 * 60_000 },
  forgotPassword: { max: 5, timeWindow: 15 * 60_000 },
  confirmReset: { max: 20, timeWindow: 15 * 60_000 },
} as const;

/** Per IP (per instance, or shared in Redis with REDIS_URL): enough for typing mistakes, too few to guess the current password. */
export const CHANGE_PASSWORD_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };

const authRoutes: FastifyPluginAsyncZod<{ accountLimiter?: AccountLimiter }> = async (app, opts) => {
  const { config, database } = app.deps;
  const db = database.db;
  // Read the clock through deps on every call, so a test's injected clock drives the window too.
  const clock = { now: () => app.deps.now().getTime() };
  // Shared by every instance when REDIS_URL is set (docs/decisions/016), else this process's memory.
  const limiter =
    opts.accountLimiter ??
    (app.deps.redis ? createRedisAccountLimiter(app.deps.redis, clock) : createAccountLimiter(clock));
  const now = () => app.deps.now();
  const secureCookies = config.publicUrl.startsWith('https:');

  app.post(
    '/login',
    {
      config: { rateLimit: IP_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or email and a password',
        body: LoginBody,
        response: { 200: resultOf(LoginResult), ...errors },
      },
    },
    async (req, reply) => {
      const signedIn = await login(
        db,
        {
          identifier: req.body.email,
          password: req.body.password,
          ip: req.ip,
          deviceFor: (userId) => readDevice(req, userId),
        },
        { now, limiter, scryptLogN: config.scryptLogN },
      );
      rememberDevice(reply, signedIn.subject.id, signedIn.attempt.device, secureCookies);
      return ok({ currentUser: signedIn.currentUser, ...app.signToken(signedIn.subject) });
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.guards.user,
      // Signing out, or staying signed in, is allowed while a temporary password waits to be changed.
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'End this session (the sign-in): every token of it is refused from now on',
        security: [{ bearer: [] }],
        response: { 200: resultOf(MessageResult), 401: ErrorBody },
      },
    },
    async (req) => {
      if (!req.token) throw unauthorized();
      await endSession(
        db,
        { sessionId: req.token.sessionId, userId: caller(req).id },
        now(),
        config.tokenTtlSeconds,
      );
      return ok({ status: 'OK' as const });
    },
  );

  app.post(
    '/logout-everywhere',
    {
      onRequest: app.guards.user,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: "'Keluar dari semua perangkat': every session of this account ends, this one too",
        security: [{ bearer: [] }],
        response: { 200: resultOf(MessageResult), 401: ErrorBody },
      },
    },
    async (req) => {
      const id = caller(req).id;
      await db.transaction().execute((tx) => revokeEverySession(tx, id));
      return ok({ status: 'OK' as const });
    },
  );

  app.post(
    '/refresh-token',
    {
      onRequest: app.guards.user,
      // Signing out, or staying signed in, is allowed while a temporary password waits to be changed.
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary:
          'Trade the current token for the next one of its session; the old one is retired (docs/decisions/020)',
        security: [{ bearer: [] }],
        response: { 200: resultOf(LoginResult), 401: ErrorBody },
      },
    },
    async (req) => {
      const token = req.token;
      if (!token) throw unauthorized();
      assertRefreshable(token, now(), config.sessionMaxSeconds);
      const userId = caller(req).id;
      const generation = await rotateSession(db, token, userId, now(), config.tokenTtlSeconds);
      const currentUser = await loadCurrentUser(db, userId);
      return ok({
        currentUser,
        ...app.signToken(
          { id: currentUser.id, token_version: token.tokenVersion },
          { sessionId: token.sessionId, generation, authTime: token.authTime },
        ),
      });
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: IP_LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Create a member account (step 1 of the wizard); the token serves step 2',
        body: RegisterBody,
        response: { 201: resultOf(LoginResult), 202: RegisterPendingResult, ...errors, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      // The community's registration mode (docs/decisions/022): closed, waiting for approval, or open.
      if ((await registerMode(db)) === 'approval') {
        await requestApproval(
          { db, now, publicUrl: config.publicUrl, scryptLogN: config.scryptLogN },
          req.body,
          false,
        );
        return reply.status(202).send(ok({ status: 'PENDING' as const }));
      }
      const signedIn = await register(db, req.body, { now, scryptLogN: config.scryptLogN });
      return reply
        .status(201)
        .send(ok({ currentUser: signedIn.currentUser, ...app.signToken(signedIn.subject) }));
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: IP_LIMITS.forgotPassword },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use link to set a new password (email only; a `password` field is ignored)',
        body: ForgotPasswordBody,
        response: { 200: resultOf(ForgotPasswordResult), ...errors },
      },
    },
    async (req) => {
      await requestPasswordReset(db, req.body, {
        now,
        publicUrl: config.publicUrl,
        wakeMailer: () => app.mailJob.wake(),
      });
      const emailConfigured = app.deps.mailer.configured;
      return ok({
        status: 'OK' as const,
        emailConfigured,
        committeeWhatsApp: emailConfigured ? null : await committeeWhatsApp(db),
      });
    },
  );

  app.post(
    '/forgot-password/confirm',
    {
      config: { rateLimit: IP_LIMITS.confirmReset },
      schema: {
        tags: ['auth'],
        summary: 'Set the password typed on the emailed link page (single use, one hour)',
        body: ConfirmResetBody,
        response: { 200: resultOf(MessageResult), ...errors },
      },
    },
    async (req) => {
      await confirmPasswordReset(db, req.body, { now, scryptLogN: config.scryptLogN });
      return ok({ status: 'OK' as const });
    },
  );

  app.get(
    '/current-user',
    {
      onRequest: app.guards.user,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: resultOf(CurrentUser), 401: ErrorBody },
      },
    },
    async (req) => ok(await loadCurrentUser(db, caller(req).id)),
  );

  // Any signed-in user, including one who must replace a temporary password.
  app.put(
    '/current-user/password',
    {
      onRequest: app.guards.user,
      config: { allowPendingPasswordChange: true, rateLimit: CHANGE_PASSWORD_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Change the own password (needs the current one); every other session ends, a fresh token is returned',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: { 200: resultOf(LoginResult), 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const signedIn = await changeOwnPassword(db, caller(req), req.body, {
        now: () => app.deps.now(),
        scryptLogN: config.scryptLogN,
      });
      return ok({ currentUser: signedIn.currentUser, ...app.signToken(signedIn.subject) });
    },
  );
};

export default authRoutes;

// --- The sign-in device cookie ---------------------------------------------------------------------

/**
 * A browser that signed in to an account keeps a signed cookie naming a random device id for that account
 * (one cookie per account, so a shared phone serves a couple). Only /login ever receives it (path), scripts
 * cannot read it (httpOnly), and its signature (@fastify/cookie, keyed from JWT_SECRET) makes it unforgeable.
 * The login limiter trusts such a browser past the per-account ceiling (account-limiter.service.ts).
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
