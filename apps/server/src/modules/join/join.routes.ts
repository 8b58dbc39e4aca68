import {
  ErrorBody,
  JoinBody,
  JoinCheckBody,
  JoinCheckResult,
  JoinLinkResult,
  JoinMatchBody,
  JoinMatchResult,
  JoinOutcomeResult,
  NewJoinLinkResult,
  RegistrationDecisionResult,
  RegistrationIdParam,
  RegistrationRequestsResult,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { wakeAfterWrites } from '../../lib/jobs.ts';
import {
  checkJoinLink,
  decide,
  getJoinLink,
  type JoinDeps,
  join,
  listPending,
  matchJoin,
  renewJoinLink,
} from './join.service.ts';

/** Per IP: the join page's check and match (a token holder could otherwise probe numbers) and the join itself. */
export const JOIN_LIMITS = {
  check: { max: 60, timeWindow: 10 * 60_000 },
  match: { max: 20, timeWindow: 10 * 60_000 },
  join: { max: 20, timeWindow: 10 * 60_000 },
} as const;

const denied = { 401: ErrorBody, 403: ErrorBody };

/** 'Tautan Gabung', joining through it, and the committee's decisions (docs/decisions/022). */
const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  // An approval's or refusal's mail goes out at once (join-notices.service.ts).
  wakeAfterWrites(app, () => app.mailJob);
  const deps = (): JoinDeps => ({
    db: database.db,
    now: app.deps.now,
    publicUrl: config.publicUrl,
    scryptLogN: config.scryptLogN,
  });

  app.get(
    '/join-link',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Tautan Gabung saat ini (null bila belum dibuat)',
        security: [{ bearer: [] }],
        response: { 200: JoinLinkResult, ...denied },
      },
    },
    async () => ok(await getJoinLink(deps())),
  );

  app.post(
    '/join-link',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Buat Tautan Gabung baru; tautan lama tidak berlaku lagi',
        security: [{ bearer: [] }],
        response: { 200: NewJoinLinkResult, ...denied },
      },
    },
    async (req) => ok(await renewJoinLink(deps(), caller(req))),
  );

  app.post(
    '/join/check',
    {
      config: { rateLimit: JOIN_LIMITS.check },
      schema: {
        tags: ['auth'],
        summary: 'Apakah Tautan Gabung berlaku, dan cara pendaftaran komunitas',
        body: JoinCheckBody,
        response: { 200: JoinCheckResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => ok(await checkJoinLink(database.db, req.body.token)),
  );

  app.post(
    '/join/match',
    {
      config: { rateLimit: JOIN_LIMITS.match },
      schema: {
        tags: ['auth'],
        summary: 'Anggota hasil impor yang belum aktif dengan email atau nomor WhatsApp ini (untuk diklaim)',
        body: JoinMatchBody,
        response: { 200: JoinMatchResult, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => ok(await matchJoin(database.db, req.body)),
  );

  app.post(
    '/join',
    {
      config: { rateLimit: JOIN_LIMITS.join },
      schema: {
        tags: ['auth'],
        summary:
          'Daftar lewat Tautan Gabung: langsung (Terbuka), menunggu persetujuan, atau klaim data impor (dikonfirmasi admin)',
        body: JoinBody,
        response: { 200: JoinOutcomeResult, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const outcome = await join(deps(), req.body);
      return ok({
        status: outcome.status,
        login: outcome.signedIn
          ? { currentUser: outcome.signedIn.currentUser, ...app.signToken(outcome.signedIn.subject) }
          : null,
      });
    },
  );

  app.get(
    '/registrations',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Pendaftaran dan klaim yang menunggu persetujuan, terlama dulu',
        security: [{ bearer: [] }],
        response: { 200: RegistrationRequestsResult, ...denied },
      },
    },
    async () => ok(await listPending(database.db)),
  );

  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/registrations/:id/${path}`,
      {
        onRequest: app.guards.admin,
        schema: {
          tags: ['Pengguna'],
          summary: approve ? 'Setujui pendaftaran atau klaim' : 'Tolak pendaftaran atau klaim',
          security: [{ bearer: [] }],
          params: RegistrationIdParam,
          response: {
            200: RegistrationDecisionResult,
            400: ErrorBody,
            ...denied,
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (req) => ok(await decide(deps(), caller(req), req.params.id, approve)),
    );
  }
};

export default joinRoutes;
