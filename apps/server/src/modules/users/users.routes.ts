import {
  ErrorBody,
  FullUserResult,
  PrivacyBody,
  PrivacyResult,
  UpdateProfileBody,
  UserListQuery,
  UserListResult,
  UserLookupParam,
  UserProfileResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { list, ok } from '../../lib/envelope.ts';
import { getPrivacy, updatePrivacy } from './privacy.service.ts';
import { updateProfile } from './profile-update.service.ts';
import { getProfile, listUsers } from './users.service.ts';

/** Member profiles: GET /user (list / mention suggestions), GET /user/{id|email|username}, PUT /user. */
export default async function usersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;
  const db = database.db;
  const timeZone = config.tzCommunity;

  app.get(
    '/user',
    {
      onRequest: app.guards.optional,
      schema: {
        tags: ['Pengguna'],
        summary: 'Daftar pengguna: admin melihat email, telepon, peran; lainnya hanya nama, username, foto',
        querystring: UserListQuery,
        response: { 200: UserListResult, 400: ErrorBody },
      },
    },
    async (req) => {
      const page = await listUsers(db, req.auth, req.query);
      return list(page.total, page.datas);
    },
  );

  app.get(
    '/user/:id',
    {
      onRequest: app.guards.optional,
      schema: {
        tags: ['Pengguna'],
        summary:
          'Profil pengguna menurut id, email atau username; telepon, alamat, email hanya untuk pemilik dan admin',
        params: UserLookupParam,
        response: { 200: UserProfileResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await getProfile(db, req.auth, req.params.id)),
  );

  app.put(
    '/user',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Pengguna'],
        summary: 'Simpan profil (milik sendiri; admin: profil siapa pun, termasuk username dan email)',
        security: [{ bearer: [] }],
        body: UpdateProfileBody,
        response: {
          200: FullUserResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) =>
      ok(await updateProfile({ db, images: base.deps.images, timeZone, now }, caller(req), req.body)),
  );

  app.get(
    '/user/privacy',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Pengguna'],
        summary: "Pengaturan 'Siapa yang bisa melihat' milik sendiri: telepon, email, alamat, tanggal lahir",
        security: [{ bearer: [] }],
        response: { 200: PrivacyResult, 401: ErrorBody },
      },
    },
    async (req) => ok(await getPrivacy(db, caller(req).id)),
  );

  app.put(
    '/user/privacy',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Pengguna'],
        summary:
          'Simpan pengaturan privasi (SELF, MEMBERS, PUBLIC; telepon, email, alamat tidak pernah PUBLIC)',
        security: [{ bearer: [] }],
        body: PrivacyBody,
        response: { 200: PrivacyResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => ok(await updatePrivacy(database.db, caller(req), req.body, now())),
  );
}
