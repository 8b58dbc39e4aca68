import { ChangePasswordBody, ErrorBody, LoginResult, resultOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { changeOwnPassword } from './change-password.service.ts';

/** Per IP (per instance, or shared in Redis with REDIS_URL): enough for typing mistakes, too few to guess the current password. */
export const CHANGE_PASSWORD_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;

/** PUT /current-user/password: any signed-in user, including one who must replace a temporary password. */
const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;

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
      const signedIn = await changeOwnPassword(database.db, caller(req), req.body, {
        now: () => app.deps.now(),
        scryptLogN: config.scryptLogN,
      });
      return ok({ currentUser: signedIn.currentUser, ...app.signToken(signedIn.subject) });
    },
  );
};

export default changePasswordRoutes;
