import {
  BusinessDirectoryQuery,
  BusinessDirectoryResult,
  DirectoryListResult,
  DirectoryQuery,
  ErrorBody,
  isAdminRole,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { namesMembers } from '../../lib/read-cache.ts';
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
      // Typing a name asks again and again; a crowd asks the same. The cards are the same for every member, an
      // admin too: one answer kept for all of them (lib/read-cache.ts `membersShare`, docs/decisions/051).
      config: { readCache: { membersShare: () => true } },
      schema: {
        tags,
        summary: 'Cari Teman: anggota menurut nama, kota, pekerjaan (hanya anggota)',
        security,
        querystring: DirectoryQuery,
        response: { 200: DirectoryListResult, ...refusals },
      },
    },
    async (req) => {
      const page = await listMembers(db, req.query);
      namesMembers(req, []);
      return ok(page);
    },
  );

  app.get(
    '/directory/business',
    {
      onRequest: app.guards.user,
      // The same cards for every member but the owners on the page (who see their own contact) and an admin (who
      // sees every contact): kept for the others (docs/decisions/051).
      config: { readCache: { membersShare: (req) => !isAdminRole(req.auth?.role) } },
      schema: {
        tags,
        summary: 'Usaha Alumni: usaha anggota menurut nama, kota, bidang (hanya anggota)',
        security,
        querystring: BusinessDirectoryQuery,
        response: { 200: BusinessDirectoryResult, ...refusals },
      },
    },
    async (req) => {
      const page = await listBusinesses(db, caller(req), req.query);
      namesMembers(
        req,
        page.datas.map((b) => b.owner.id),
      );
      return ok(page);
    },
  );
}
