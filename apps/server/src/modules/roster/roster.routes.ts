import {
  ErrorBody,
  IdParam,
  LinkSuggestionsResult,
  PageQuery,
  RosterCreateBody,
  RosterImportBody,
  RosterImportResult,
  RosterItemResult,
  RosterLinkBody,
  RosterListResult,
  RosterProgressResult,
  RosterQuery,
  RosterTipBody,
  RosterTipsResult,
  RosterUpdateBody,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import {
  addTip,
  createRosterEntry,
  deleteRosterEntry,
  importRoster,
  linkRosterEntry,
  linkSuggestions,
  listRoster,
  listTips,
  rosterProgress,
  updateRosterEntry,
} from './roster.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['Daftar Angkatan'];
const security = [{ bearer: [] }];
const Done = z.object({ result: z.object({ ok: z.literal(true) }) });

/** 'Daftar Angkatan' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md). */
export default async function rosterRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now } = base.deps;
  const db = database.db;

  app.get(
    '/roster',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Daftar Angkatan: nama, kelas, status (anggota dan admin; tanpa data pribadi)',
        security,
        querystring: RosterQuery,
        response: { 200: RosterListResult, ...refusals },
      },
    },
    async (req) => ok(await listRoster(db, caller(req), req.query)),
  );

  app.post(
    '/roster',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Tambah nama ke Daftar Angkatan (admin)',
        security,
        body: RosterCreateBody,
        response: { 201: RosterItemResult, ...refusals },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await createRosterEntry(db, caller(req), req.body, now()))),
  );

  app.put(
    '/roster',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Ubah satu nama di Daftar Angkatan (admin)',
        security,
        body: RosterUpdateBody,
        response: { 200: RosterItemResult, ...refusals },
      },
    },
    async (req) => ok(await updateRosterEntry(db, caller(req), req.body, now())),
  );

  app.delete(
    '/roster/:id',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Hapus nama yang salah masuk (admin)',
        security,
        params: IdParam,
        response: { 200: Done, ...refusals },
      },
    },
    async (req) => {
      await deleteRosterEntry(db, caller(req), req.params.id, now());
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/roster/imports',
    {
      onRequest: app.guards.admin,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Impor Daftar Angkatan dari buku tahunan (.xlsx; semua atau tidak sama sekali)',
        security,
        body: RosterImportBody,
        response: { 201: RosterImportResult, ...refusals, 413: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await importRoster(db, caller(req), req.body.rows, now()))),
  );

  app.get(
    '/roster/progress',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: "Dasbor: 'Ditemukan N dari M (x %)' dan per kelas",
        security,
        response: { 200: RosterProgressResult, ...refusals },
      },
    },
    async () => ok(await rosterProgress(db)),
  );

  app.get(
    '/roster/tips',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: "Kabar dari anggota ('Saya tahu kabarnya'), hanya untuk admin",
        security,
        querystring: PageQuery,
        response: { 200: RosterTipsResult, ...refusals },
      },
    },
    async (req) => ok(await listTips(db, req.query)),
  );

  app.post(
    '/roster/:id/tips',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: "'Saya tahu kabarnya': catatan dan nomor telepon untuk panitia",
        security,
        params: IdParam,
        body: RosterTipBody,
        response: { 201: Done, ...refusals },
      },
    },
    async (req, reply) => {
      await addTip(db, caller(req), req.params.id, req.body, now());
      return reply.status(201).send(ok({ ok: true as const }));
    },
  );

  app.get(
    '/roster/link-suggestions',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Usulan tautan nama ke akun (kecocokan nama; dikonfirmasi admin)',
        security,
        querystring: z.object({
          rosterId: z.coerce.number().int().positive({ message: 'ID tidak valid' }).optional(),
        }),
        response: { 200: LinkSuggestionsResult, ...refusals },
      },
    },
    async (req) => ok(await linkSuggestions(db, req.query.rosterId)),
  );

  app.put(
    '/roster/:id/link',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Tautkan nama ke akun (atau lepas dengan null)',
        security,
        params: IdParam,
        body: RosterLinkBody,
        response: { 200: RosterItemResult, ...refusals },
      },
    },
    async (req) => ok(await linkRosterEntry(db, caller(req), req.params.id, req.body.userId, now())),
  );
}
