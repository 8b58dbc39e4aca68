import {
  AdminUserIdParam,
  ErrorBody,
  MessageResult,
  ResetPasswordResult,
  resultOf,
  WhatsAppInvitationResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { endSessionsByAdmin, resetPasswordByAdmin, whatsAppResetLink } from './admin-reset.service.ts';

const denied = { 401: ErrorBody, 403: ErrorBody };

/** POST /user/{id}/reset-password (docs/decisions/005): an admin gives a member a temporary password. */
export default async function adminResetRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;

  app.post(
    '/user/:id/reset-password',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Reset sandi: kata sandi sementara sekali tampil, semua sesi pengguna dicabut',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: ResetPasswordResult, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await resetPasswordByAdmin(
          { db: database.db, scryptLogN: config.scryptLogN, now },
          caller(req),
          req.params.id,
        ),
      ),
  );

  app.post(
    '/user/:id/reset-link/whatsapp',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary:
          'Kirim tautan atur ulang via WhatsApp: tautan wa.me berisi tautan atur ulang password baru (24 jam, sekali pakai)',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: WhatsAppInvitationResult, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await whatsAppResetLink(
          { db: database.db, now, publicUrl: config.publicUrl },
          caller(req),
          req.params.id,
        ),
      ),
  );

  app.post(
    '/user/:id/logout-everywhere',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Keluar dari semua perangkat: semua sesi pengguna diakhiri (kata sandi tidak berubah)',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: resultOf(MessageResult), 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) => {
      await endSessionsByAdmin({ db: database.db, now }, caller(req), req.params.id);
      return ok({ status: 'OK' as const });
    },
  );
}
