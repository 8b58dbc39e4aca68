import {
  AdminUserIdParam,
  CreateUserBody,
  DeleteUsersBody,
  DeleteUsersResult,
  ErrorBody,
  FullUserResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import {
  createUserByAdmin,
  deleteUserByAdmin,
  deleteUsersByAdmin,
  type UsersAdminDeps,
} from './users-admin.service.ts';

const denied = { 401: ErrorBody, 403: ErrorBody };

/** Admin user management: POST /user, DELETE /user/{id}, PUT /user/delete (the reset: auth/admin-reset.routes.ts). */
export default async function usersAdminRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  app.addHook('onResponse', async () => base.mailJob.wake());
  const { database, config, now } = base.deps;
  const deps: UsersAdminDeps = {
    db: database.db,
    dialect: database.dialect,
    images: base.deps.images,
    timeZone: config.tzCommunity,
    scryptLogN: config.scryptLogN,
    now,
    publicUrl: config.publicUrl,
    reminderHours: config.reminderHours,
  };

  app.post(
    '/user',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Tambah pengguna (admin); password harus sama dengan konfirmasi',
        security: [{ bearer: [] }],
        body: CreateUserBody,
        response: { 201: FullUserResult, 400: ErrorBody, ...denied, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const user = await createUserByAdmin(deps, caller(req), req.body);
      return reply.status(201).send(ok(user));
    },
  );

  app.put(
    '/user/delete',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Hapus banyak pengguna (permanen); ID yang tidak ada dilewati',
        security: [{ bearer: [] }],
        body: DeleteUsersBody,
        response: { 200: DeleteUsersResult, 400: ErrorBody, ...denied, 409: ErrorBody },
      },
    },
    async (req) => ok(await deleteUsersByAdmin(deps, caller(req), req.body.userIds)),
  );

  app.delete(
    '/user/:id',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Hapus pengguna (permanen)',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: {
          200: DeleteUsersResult,
          400: ErrorBody,
          ...denied,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) => {
      await deleteUserByAdmin(deps, caller(req), req.params.id);
      return ok({ deleted: 1 });
    },
  );
}
