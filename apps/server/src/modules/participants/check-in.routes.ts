import {
  AttendanceSummaryQuery,
  AttendanceSummaryResult,
  AttendedQuery,
  AttendedResult,
  CheckInBody,
  CheckInResult,
  CheckInUndoBody,
  ErrorBody,
  RegisterOnBehalfBody,
  RegistrationResult,
  TicketQuery,
  TicketResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { attendanceSummary, attendedEvents } from './attendance.service.ts';
import { type CheckInDeps, checkIn, undoCheckIn } from './check-in.service.ts';
import { checkInKey } from './check-in-code.service.ts';
import { registerOnBehalf } from './register-on-behalf.service.ts';
import { registrationDeps } from './registration.routes.ts';
import { getTicket } from './tickets.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** On the day (docs/decisions/015): tickets, check-in at the door, attendance, and 'Tambah Peserta'. */
export default async function checkInRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;
  const deps: CheckInDeps = { db: database.db, now, codeKey: checkInKey(config.jwtSecret) };
  // A member added inside the reminder window is reminded at once: the mail leaves without waiting a tick.
  app.addHook('onResponse', async () => base.mailJob.wake());

  app.get(
    '/event-participant/ticket',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Tiket Saya: kode check-in bertanda tangan untuk acara yang saya ikuti',
        security: [{ bearer: [] }],
        querystring: TicketQuery,
        response: { 200: TicketResult, ...refusals },
      },
    },
    async (req, reply) => {
      const ticket = await getTicket(
        { ...deps, timeZone: config.tzCommunity },
        caller(req),
        req.query.eventId,
      );
      return reply.header('cache-control', 'private, no-store').send(ok(ticket));
    },
  );

  app.post(
    '/event-participant/check-in',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary:
          'Check-in peserta (admin) dengan kode tiket atau ID pengguna; ulangan menjawab alreadyCheckedIn',
        security: [{ bearer: [] }],
        body: CheckInBody,
        response: { 200: CheckInResult, ...refusals },
      },
    },
    async (req) => ok(await checkIn(deps, caller(req), req.body)),
  );

  app.post(
    '/event-participant/check-in/undo',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary: 'Batalkan check-in peserta (admin)',
        security: [{ bearer: [] }],
        body: CheckInUndoBody,
        response: { 200: CheckInResult, ...refusals },
      },
    },
    async (req) => ok(await undoCheckIn(deps, caller(req), req.body)),
  );

  app.get(
    '/event-participant/attended',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Acara (dari daftar) yang dihadiri seorang anggota: hanya anggota itu sendiri atau admin',
        security: [{ bearer: [] }],
        querystring: AttendedQuery,
        response: { 200: AttendedResult, ...refusals },
      },
    },
    async (req) => ok(await attendedEvents(deps.db, caller(req), req.query.userId, req.query.eventIds)),
  );

  app.get(
    '/event-participant/attendance-summary',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary: 'Jumlah hadir dan terdaftar per acara (admin; dasbor)',
        security: [{ bearer: [] }],
        querystring: AttendanceSummaryQuery,
        response: { 200: AttendanceSummaryResult, ...refusals },
      },
    },
    async (req) => ok(await attendanceSummary(deps.db, req.query.eventIds)),
  );

  app.post(
    '/event-participant/register-on-behalf',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary: 'Tambah Peserta (admin): daftarkan seorang anggota; melewati kuota hanya dengan overQuota',
        security: [{ bearer: [] }],
        body: RegisterOnBehalfBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await registerOnBehalf(registrationDeps(base), caller(req), req.body)),
  );
}
