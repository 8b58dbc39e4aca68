import {
  ErrorBody,
  PushKeyResult,
  PushOkResult,
  PushPreferences,
  PushPreferencesResult,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { getPreferences, putPreferences, subscribe, unsubscribe } from './push.service.ts';
import { vapidOf } from './push-sender.service.ts';

/** /api/v1/push: Web Push for signed-in members (docs/decisions/030). */
export default async function pushRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config } = base.deps;
  const db = database.db;
  const tags = ['Notifikasi'];
  const security = [{ bearer: [] }];

  app.get(
    '/push/key',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Kunci publik VAPID untuk berlangganan',
        security,
        response: { 200: PushKeyResult, 401: ErrorBody },
      },
    },
    async () => ok({ publicKey: vapidOf(config).publicKey }),
  );

  app.post(
    '/push/subscription',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Simpan langganan notifikasi perangkat ini',
        security,
        body: PushSubscriptionBody,
        response: { 200: PushOkResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => {
      await subscribe(db, caller(req).id, req.body, {
        env: config.env,
        userAgent: req.headers['user-agent'] ?? null,
        now: base.deps.now(),
      });
      return ok({ ok: true as const });
    },
  );

  app.delete(
    '/push/subscription',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Hapus langganan notifikasi milik sendiri',
        security,
        body: PushUnsubscribeBody,
        response: { 200: PushOkResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      await unsubscribe(db, caller(req).id, req.body.endpoint);
      return ok({ ok: true as const });
    },
  );

  app.get(
    '/push/preferences',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Jenis notifikasi yang dikirim ke ponsel',
        security,
        response: { 200: PushPreferencesResult, 401: ErrorBody },
      },
    },
    async (req) => ok(await getPreferences(db, caller(req).id)),
  );

  app.put(
    '/push/preferences',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Ubah jenis notifikasi yang dikirim ke ponsel',
        security,
        body: PushPreferences,
        response: { 200: PushPreferencesResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => ok(await putPreferences(db, caller(req).id, req.body)),
  );
}
