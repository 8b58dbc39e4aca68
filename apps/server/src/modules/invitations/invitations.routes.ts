import {
  ActivateBody,
  ActivationCheckBody,
  ActivationCheckResult,
  AdminUserIdParam,
  ErrorBody,
  LoginResult,
  MailStatusResult,
  resultOf,
  SendInvitationsBody,
  SendInvitationsResult,
  UserDeliveriesResult,
  WhatsAppInvitationResult,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { isLocalPublicUrl } from '../../lib/public-url.ts';
import { activate, checkActivation } from './activation.service.ts';
import {
  type InvitationDeps,
  sendInvitations,
  userDeliveries,
  whatsAppInvitation,
} from './invitations.service.ts';

/** Per IP: the link page's check and the activation itself (a token is 32 random bytes; this only stops floods). */
export const ACTIVATION_LIMIT = { max: 30, timeWindow: 15 * 60_000 } as const;

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Invitations and activation (docs/decisions/014): invitations ('Kirim Undangan', 'Kirim via WhatsApp'), the 'Aktifkan Akun' link, delivery status
 * and whether e-mail is configured. Admin routes are guarded before the body is read (docs/deviations.md).
 */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;
  const deps = (): InvitationDeps => ({
    db: database.db,
    now: app.deps.now,
    publicUrl: config.publicUrl,
    emailConfigured: mailer.configured,
  });

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
    '/user/invitations',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary:
          "Kirim Undangan: e-mail aktivasi (7 hari, sekali pakai) ke anggota terpilih atau semua yang 'Belum aktif'",
        security: [{ bearer: [] }],
        body: SendInvitationsBody,
        response: { 200: SendInvitationsResult, 400: ErrorBody, ...denied },
      },
    },
    async (req) => {
      const result = await sendInvitations(deps(), caller(req), req.body);
      app.mailJob.wake();
      return ok(result);
    },
  );

  app.post(
    '/user/:id/invitation/whatsapp',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Kirim via WhatsApp: tautan wa.me dengan pesan berisi tautan aktivasi baru',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: {
          200: WhatsAppInvitationResult,
          400: ErrorBody,
          ...denied,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) => ok(await whatsAppInvitation(deps(), caller(req), req.params.id)),
  );

  app.get(
    '/user/:id/deliveries',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Status undangan dan e-mail seorang anggota (antre, terkirim, gagal + alasan)',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: UserDeliveriesResult, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) => ok(await userDeliveries(deps(), req.params.id)),
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
