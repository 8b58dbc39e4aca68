import {
  DeceasedBody,
  DeceasedResult,
  ErrorBody,
  IdParam,
  MemoriesResult,
  MemoryBody,
  MemoryModerateBody,
  MemoryParams,
  MemoryResult,
  PendingMemoriesResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import {
  addMemory,
  listMemories,
  moderateMemory,
  pendingMemories,
  setDeceased,
} from './memorials.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['In Memoriam'];
const security = [{ bearer: [] }];

/** 'In Memoriam' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md). */
export default async function memorialsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now, config } = base.deps;
  const db = database.db;
  // Released seats may promote members from the waitlist: their mails leave right after the commit.
  app.addHook('onResponse', async () => base.mailJob.wake());

  app.put(
    '/user/:id/deceased',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Tandai anggota telah berpulang (atau batalkan); akun tidak menerima apa pun lagi',
        security,
        params: IdParam,
        body: DeceasedBody,
        response: { 200: DeceasedResult, ...refusals },
      },
    },
    async (req) =>
      ok(
        await setDeceased(
          {
            db,
            dialect: database.dialect,
            now,
            publicUrl: config.publicUrl,
            timeZone: config.tzCommunity,
            reminderHours: config.reminderHours,
          },
          caller(req),
          req.params.id,
          req.body as { deceased: boolean; date: string | null },
        ),
      ),
  );

  app.get(
    '/user/:id/memories',
    {
      onRequest: app.guards.optional,
      schema: {
        tags,
        summary: 'Halaman kenangan: data almarhum/almarhumah dan pesan yang sudah disetujui',
        params: IdParam,
        response: { 200: MemoriesResult, ...refusals },
      },
    },
    async (req) => ok(await listMemories(db, req.auth ?? null, req.params.id)),
  );

  app.post(
    '/user/:id/memories',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Tulis pesan kenangan (tampil setelah disetujui admin)',
        security,
        params: IdParam,
        body: MemoryBody,
        response: { 201: MemoryResult, ...refusals },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await addMemory(db, caller(req), req.params.id, req.body.content, now()))),
  );

  app.put(
    '/user/:id/memories/:memoryId',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Setujui atau tolak pesan kenangan (admin)',
        security,
        params: MemoryParams,
        body: MemoryModerateBody,
        response: { 200: MemoryResult, ...refusals },
      },
    },
    async (req) =>
      ok(await moderateMemory(db, caller(req), req.params.id, req.params.memoryId, req.body.status, now())),
  );

  app.get(
    '/memories/pending',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Pesan kenangan yang menunggu persetujuan',
        security,
        response: { 200: PendingMemoriesResult, ...refusals },
      },
    },
    async () => ok(await pendingMemories(db)),
  );
}
