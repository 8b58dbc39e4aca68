import {
  ErrorBody,
  MarkNotificationReadBody,
  MarkNotificationReadResult,
  NotificationListQuery,
  NotificationListResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

/** /api/v2/notification: the signed-in member's own notifications. */
export default async function notificationsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = base.deps.database.db;

  app.get(
    '/notification',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Notifikasi'],
        summary: 'Notifikasi milik pengguna, terbaru dahulu, dengan jumlah belum dibaca',
        security: [{ bearer: [] }],
        querystring: NotificationListQuery,
        response: { 200: NotificationListResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => ok(await listNotifications(db, caller(req).id, req.query)),
  );

  app.post(
    '/notification/read',
    {
      onRequest: app.guards.user,
      // Read marks: nothing a cached answer shows (docs/decisions/033).
      config: { keepsReadCache: true },
      schema: {
        tags: ['Notifikasi'],
        summary: 'Tandai satu notifikasi ({id}) atau semua ({all: true}) sudah dibaca',
        security: [{ bearer: [] }],
        body: MarkNotificationReadBody,
        response: { 200: MarkNotificationReadResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await markNotificationsRead(db, caller(req).id, req.body)),
  );
}
