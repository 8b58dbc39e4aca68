import {
  DeathNoticeBody,
  DeathNoticeConfirmBody,
  DeathNoticeEmailBody,
  DeathNoticeEmailResult,
  DeathNoticeListResult,
  DeathNoticeQuery,
  DeathNoticeResult,
  ErrorBody,
  IdParam,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { wakeAfterWrites } from '../../lib/jobs.ts';
import { readDeathNoticeEmail, writeDeathNoticeEmail } from '../users/deceased.service.ts';
import {
  confirmDeathNotice,
  getDeathNotice,
  listDeathNotices,
  rejectDeathNotice,
  submitDeathNotice,
} from './death-notices.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['Kabar Duka'];
const security = [{ bearer: [] }];

/** 'Kabar Duka' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md). */
export default async function deathNoticesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now, config } = base.deps;
  const db = database.db;
  // Publishing queues one mail per member: they leave right after the commit.
  wakeAfterWrites(app, () => base.mailJob);

  app.post(
    '/death-notice',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Kirim kabar duka (diumumkan setelah dikonfirmasi admin lain; tanpa kolom penyebab)',
        security,
        body: DeathNoticeBody,
        response: { 201: DeathNoticeResult, ...refusals },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await submitDeathNotice(db, caller(req), req.body, now()))),
  );

  app.get(
    '/death-notice',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Kabar duka: yang sudah diumumkan dan kiriman sendiri (admin: semua)',
        security,
        querystring: DeathNoticeQuery,
        response: { 200: DeathNoticeListResult, ...refusals },
      },
    },
    async (req) => ok(await listDeathNotices(db, caller(req), req.query)),
  );

  app.get(
    '/death-notice/email-preference',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Apakah saya menerima e-mail kabar duka',
        security,
        response: { 200: DeathNoticeEmailResult, ...refusals },
      },
    },
    async (req) => ok({ email: await readDeathNoticeEmail(db, caller(req).id) }),
  );

  app.put(
    '/death-notice/email-preference',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Nyalakan atau matikan e-mail kabar duka',
        security,
        body: DeathNoticeEmailBody,
        response: { 200: DeathNoticeEmailResult, ...refusals },
      },
    },
    async (req) => {
      await writeDeathNoticeEmail(db, caller(req).id, req.body.email);
      return ok({ email: req.body.email });
    },
  );

  app.get(
    '/death-notice/:id',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Satu kabar duka',
        security,
        params: IdParam,
        response: { 200: DeathNoticeResult, ...refusals },
      },
    },
    async (req) => ok(await getDeathNotice(db, caller(req), req.params.id)),
  );

  app.post(
    '/death-notice/:id/confirm',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Konfirmasi dan umumkan (admin selain pengirim; memilih kalimat pembuka)',
        security,
        params: IdParam,
        body: DeathNoticeConfirmBody,
        response: { 200: DeathNoticeResult, ...refusals },
      },
    },
    async (req) =>
      ok(
        await confirmDeathNotice(
          { db, now, publicUrl: config.publicUrl },
          caller(req),
          req.params.id,
          req.body.wording,
        ),
      ),
  );

  app.post(
    '/death-notice/:id/reject',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Tidak diumumkan (admin)',
        security,
        params: IdParam,
        response: { 200: DeathNoticeResult, ...refusals },
      },
    },
    async (req) => ok(await rejectDeathNotice(db, caller(req), req.params.id, now())),
  );
}
