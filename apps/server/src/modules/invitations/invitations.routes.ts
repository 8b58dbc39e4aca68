import {
  ActivateBody,
  ActivationCheckBody,
  ActivationCheckResult,
  ErrorBody,
  LoginResult,
  MailStatusResult,
  resultOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { isLocalPublicUrl } from '../../lib/public-url.ts';
import { activate, checkActivation } from './activation.service.ts';

/** Per IP: the link page's check and the activation itself (a token is 32 random bytes; this only stops floods). */
export const ACTIVATION_LIMIT = { max: 30, timeWindow: 15 * 60_000 } as const;

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Activation and mail status (docs/decisions/014): the 'Aktifkan Akun' link and whether e-mail is configured. The
 * invitations' own routes ('Kirim Undangan', 'Kirim via WhatsApp', delivery status) are /user routes and live in
 * users/users.routes.ts, calling invitations.service.ts. Admin routes are guarded before the body is read
 * (docs/deviations.md).
 */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;

  app.get(
    '/mail/status',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary:
          'Apakah e-mail terkonfigurasi (SMTP_URL; tanpa itu surat menunggu di outbox) dan apakah PUBLIC_URL bisa dibuka dari ponsel',
        security: [{ bearer: [] }],
        response: { 200: MailStatusResult, ...denied },
      },
    },
    async () =>
      ok({
        configured: mailer.configured,
        publicUrl: config.publicUrl,
        publicUrlLocal: isLocalPublicUrl(config.publicUrl),
      }),
  );

  app.post(
    '/activation/check',
    {
      config: { rateLimit: ACTIVATION_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Whether an activation link still works (before the password is typed)',
        body: ActivationCheckBody,
        response: { 200: ActivationCheckResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => ok(await checkActivation(database.db, req.body.token, app.deps.now)),
  );

  app.post(
    '/activation',
    {
      config: { rateLimit: ACTIVATION_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Aktifkan Akun: set the first password through the single-use link and sign in',
        body: ActivateBody,
        response: { 200: resultOf(LoginResult), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const signedIn = await activate(database.db, req.body, {
        now: app.deps.now,
        scryptLogN: config.scryptLogN,
      });
      return ok({ currentUser: signedIn.currentUser, ...app.signToken(signedIn.subject) });
    },
  );
};

export default invitationsRoutes;
