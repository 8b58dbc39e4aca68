import { ErrorBody, ParticipantExportQuery, UserListQuery } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, XLSX_TYPE } from '../../lib/xlsx-export.ts';
import { exportParticipants } from '../participants/participants-export.service.ts';
import { exportUsers } from '../users/users-export.service.ts';

const denied = { 401: ErrorBody, 403: ErrorBody };
const xlsxBody = z.any().describe('Berkas .xlsx');

/**
 * Excel exports of the back office (docs/decisions/015): 'Unduh Peserta' on /admin/event/{id} and 'Unduh
 * Pengguna' on /admin/user. Admins only. Under /export/ so no path collides with GET /user/{key}.
 */
export default async function exportsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;
  const deps = { db: database.db, timeZone: config.tzCommunity, now };

  app.get(
    '/export/participants',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary:
          'Unduh peserta acara (.xlsx): Nama, Username, Email, Telepon, Tanggal Daftar, Status, Hadir, Waktu Check-in',
        security: [{ bearer: [] }],
        querystring: ParticipantExportQuery,
        response: { 200: xlsxBody, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const { file, filename } = await exportParticipants(deps, req.query.eventId);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get(
    '/export/users',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Unduh daftar pengguna (.xlsx) sesuai pencarian dan urutan GET /user',
        security: [{ bearer: [] }],
        querystring: UserListQuery,
        response: { 200: xlsxBody, 400: ErrorBody, ...denied },
      },
    },
    async (req, reply) => {
      const { file, filename } = await exportUsers(deps, req.query);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
