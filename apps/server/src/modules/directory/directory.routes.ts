import {
  BusinessDirectoryQuery,
  BusinessDirectoryResult,
  DirectoryListResult,
  DirectoryQuery,
  ErrorBody,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { listBusinesses, listMembers } from './directory.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody };
const tags = ['Cari Teman'];
const security = [{ bearer: [] }];

/** 'Cari Teman' and 'Usaha Alumni' (docs/decisions/027-cari-teman-privacy.md): signed-in members only. */
export default async function directoryRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = base.deps.database.db;

  app.get(
    '/directory',
    {
      onRequest: app.guards.user,
      // Typing a name asks again and again; a crowd asks the same (lib/read-cache.ts, per member).
      config: { readCache: true },
      schema: {
        tags,
        summary: 'Cari Teman: anggota menurut nama, kota, pekerjaan (hanya anggota)',
        security,
        querystring: DirectoryQuery,
        response: { 200: DirectoryListResult, ...refusals },
      },
    },
    async (req) => ok(await listMembers(db, req.query)),
  );

  app.get(
    '/directory/business',
    {
      onRequest: app.guards.user,
      config: { readCache: true },
      schema: {
        tags,
        summary: 'Usaha Alumni: usaha anggota menurut nama, kota, bidang (hanya anggota)',
        security,
        querystring: BusinessDirectoryQuery,
        response: { 200: BusinessDirectoryResult, ...refusals },
      },
    },
    async (req) => ok(await listBusinesses(db, caller(req), req.query)),
  );
}
