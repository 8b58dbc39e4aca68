import { CurrentUser, ErrorBody, PostRegisterBody, resultOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { completeProfile } from './post-register.service.ts';

const postRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user-post-register',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['users'],
        summary: 'Complete the signed-in member profile (registration step 2)',
        security: [{ bearer: [] }],
        body: PostRegisterBody,
        response: { 200: resultOf(CurrentUser), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) =>
      ok(await completeProfile(app.deps.database.db, caller(req).id, req.body, { now: app.deps.now })),
  );
};

export default postRegisterRoutes;
