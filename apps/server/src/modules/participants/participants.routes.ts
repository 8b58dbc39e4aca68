import {
  AdminCancelBody,
  AttendanceSummaryQuery,
  AttendanceSummaryResult,
  AttendedQuery,
  AttendedResult,
  CheckInBody,
  CheckInResult,
  CheckInUndoBody,
  CurrentParticipantsQuery,
  CurrentParticipantsResult,
  ErrorBody,
  JoinedEventListResult,
  ParticipatedEventsQuery,
  RegisterOnBehalfBody,
  RegistrationBody,
  RegistrationResult,
  TicketQuery,
  TicketResult,
  WaitlistBody,
  WaitlistListResult,
  WaitlistQuery,
  WaitlistStatusResult,
} from '@alumni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { list, ok } from '../../lib/envelope.ts';
import { wakeAfterWrites } from '../../lib/jobs.ts';
import { namesMembers, rawId } from '../../lib/read-cache.ts';
import { listJoinedEvents } from '../events/events.service.ts';
import { eventsDeps, viewerOf } from '../events/events-viewer.service.ts';
import { attendanceSummary, attendedEvents } from './attendance.service.ts';
import { type CheckInDeps, checkIn, undoCheckIn } from './check-in.service.ts';
import { checkInKey } from './check-in-code.service.ts';
import { listCurrentParticipants } from './participants.service.ts';
import { registerOnBehalf } from './register-on-behalf.service.ts';
import {
  cancelOwnRegistration,
  cancelParticipantByAdmin,
  changeOwnCompanions,
  type RegistrationDeps,
  registerForEvent,
} from './registration.service.ts';
import { getTicket } from './tickets.service.ts';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Every /event-participant route (docs/architecture.md, "One route file per URL family"): the lists, a member's
 * registration and party, the waitlist, and the committee's door (check-in, tickets, attendance, register on
 * behalf). Each part below is registered as a plugin of its own, so its hooks (waking the mail job after a write)
 * stay with its routes.
 */
export default async function participantsRoutes(base: FastifyInstance) {
  await base.register(listRoutes);
  await base.register(registrationRoutes);
  await base.register(waitlistRoutes);
  await base.register(checkInRoutes);
}

/** Read side of /event-participant: who joined an event, and which events a member joined. */
async function listRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = eventsDeps(base);

  app.get(
    '/event-participant/get-current',
    {
      onRequest: app.guards.optional,
      config: {
        readCache: {
          event: (req) => rawId((req.query as { eventId?: unknown }).eventId),
          // Every member but an admin (who also sees attendance and payments) sees the same list, except a
          // participant on the page, who sees his companions' names (docs/decisions/039).
          membersShare: (req) => !viewerOf(req).isAdmin,
        },
      },
      schema: {
        tags: ['Peserta'],
        summary: 'Peserta acara menurut urutan pendaftaran (pengunjung: 3 pertama, tanpa pencarian)',
        querystring: CurrentParticipantsQuery,
        response: { 200: CurrentParticipantsResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const answer = await listCurrentParticipants(deps.db, viewerOf(req), req.query);
      namesMembers(
        req,
        answer.participants.map((p) => p.id),
      );
      return ok(answer);
    },
  );

  app.get(
    '/event-participant/get-by-user',
    {
      onRequest: app.guards.optional,
      schema: {
        tags: ['Peserta'],
        summary: 'Acara yang diikuti seorang pengguna (Riwayat Acara)',
        querystring: ParticipatedEventsQuery,
        response: { 200: JoinedEventListResult, 400: ErrorBody },
      },
    },
    async (req) => {
      const page = await listJoinedEvents(deps, viewerOf(req), req.query.userId, req.query);
      return list(page.total, page.datas);
    },
  );
}

export function registrationDeps(app: FastifyInstance): RegistrationDeps {
  return {
    db: app.deps.database.db,
    dialect: app.deps.database.dialect,
    now: app.deps.now,
    publicUrl: app.deps.config.publicUrl,
    timeZone: app.deps.config.tzCommunity,
    reminderHours: app.deps.config.reminderHours,
  };
}

/**
 * A write on one event's registrations, waitlist or check-ins: the read cache drops the answers about that event
 * and the writer's own at once, not every answer (lib/read-cache.ts, docs/decisions/038).
 */
const ON_ONE_EVENT = {
  writesEvent: (req: FastifyRequest) => (req.body as { eventId: number }).eventId,
};

/** Write side of /event-participant (docs/spec.md §4, Registration). */
async function registrationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  wakeAfterWrites(app, () => base.mailJob);
  const deps = registrationDeps(base);

  app.post(
    '/event-participant/register',
    {
      config: ON_ONE_EVENT,
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Daftar ke acara (idempoten; ditolak bila kuota penuh atau acara selesai)',
        security: [{ bearer: [] }],
        body: RegistrationBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await registerForEvent(deps, caller(req), req.body)),
  );

  app.post(
    '/event-participant/companions',
    {
      config: ON_ONE_EVENT,
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Ubah jumlah pendamping (tambah hanya bila kursi cukup; kurang membebaskan kursi)',
        security: [{ bearer: [] }],
        body: RegistrationBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await changeOwnCompanions(deps, caller(req), req.body)),
  );

  app.post(
    '/event-participant/canceled',
    {
      config: ON_ONE_EVENT,
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Batalkan pendaftaran sendiri (idempoten; pembuat acara tidak dapat membatalkan)',
        security: [{ bearer: [] }],
        body: RegistrationBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await cancelOwnRegistration(deps, caller(req), req.body.eventId)),
  );

  app.post(
    '/event-participant/cancel',
    {
      config: ON_ONE_EVENT,
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary: 'Admin membatalkan kehadiran seorang peserta (bukan pembuat acara)',
        security: [{ bearer: [] }],
        body: AdminCancelBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await cancelParticipantByAdmin(deps, caller(req), req.body)),
  );
}

/** The waitlist of a full event (docs/decisions/013). */
async function waitlistRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  wakeAfterWrites(app, () => base.mailJob);
  const deps = registrationDeps(base);

  app.post(
    '/event-participant/waitlist',
    {
      config: ON_ONE_EVENT,
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Masuk daftar tunggu acara yang kuotanya penuh bersama pendamping (idempoten)',
        security: [{ bearer: [] }],
        body: WaitlistBody,
        response: { 200: WaitlistStatusResult, ...refusals },
      },
    },
    async (req) => ok(await joinWaitlist(deps, caller(req), req.body)),
  );

  app.post(
    '/event-participant/waitlist/leave',
    {
      config: ON_ONE_EVENT,
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Keluar dari daftar tunggu (idempoten)',
        security: [{ bearer: [] }],
        body: WaitlistBody,
        response: { 200: WaitlistStatusResult, ...refusals },
      },
    },
    async (req) => ok(await leaveWaitlist(deps, caller(req), req.body.eventId)),
  );

  app.get(
    '/event-participant/waitlist',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary: 'Daftar tunggu acara menurut urutan (admin)',
        security: [{ bearer: [] }],
        querystring: WaitlistQuery,
        response: { 200: WaitlistListResult, ...refusals },
      },
    },
    async (req) => ok(await listWaitlist(deps.db, caller(req), req.query.eventId)),
  );
}

/** On the day (docs/decisions/015): tickets, check-in at the door, attendance, and 'Tambah Peserta'. */
async function checkInRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;
  const deps: CheckInDeps = { db: database.db, now, codeKey: checkInKey(config.jwtSecret) };
  // A member added inside the reminder window is reminded at once: the mail leaves without waiting a tick.
  wakeAfterWrites(app, () => base.mailJob);

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
      config: ON_ONE_EVENT,
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
      config: ON_ONE_EVENT,
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
      config: ON_ONE_EVENT,
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
