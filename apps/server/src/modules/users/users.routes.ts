import {
  AdminUserIdParam,
  CreateUserBody,
  CurrentUser,
  DeceasedBody,
  DeceasedResult,
  DeleteUsersBody,
  DeleteUsersResult,
  ErrorBody,
  FullUserResult,
  IdParam,
  IMPORT_BODY_LIMIT_BYTES,
  ImportBatchesResult,
  ImportBatchIdParam,
  ImportUsersBody,
  ImportUsersResult,
  MemoriesResult,
  MemoryBody,
  MemoryModerateBody,
  MemoryParams,
  MemoryResult,
  MessageResult,
  PostRegisterBody,
  PrivacyBody,
  PrivacyResult,
  ResetPasswordResult,
  resultOf,
  SendInvitationsBody,
  SendInvitationsResult,
  TreasurerBody,
  TreasurerResult,
  UndoImportResult,
  UpdateProfileBody,
  UserDeliveriesResult,
  UserListQuery,
  UserListResult,
  UserLookupParam,
  UserProfileResult,
  WhatsAppInvitationResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { list, ok } from '../../lib/envelope.ts';
import { wakeAfterWrites } from '../../lib/jobs.ts';
import { endSessionsByAdmin, resetPasswordByAdmin, whatsAppResetLink } from '../auth/admin-reset.service.ts';
import {
  type InvitationDeps,
  sendInvitations,
  userDeliveries,
  whatsAppInvitation,
} from '../invitations/invitations.service.ts';
import { addMemory, listMemories, moderateMemory, setDeceased } from '../memorials/memorials.service.ts';
import { listImportBatches, undoImportBatch } from './import-batches.service.ts';
import { completeProfile } from './post-register.service.ts';
import { getPrivacy, updatePrivacy } from './privacy.service.ts';
import { updateProfile } from './profile-update.service.ts';
import { setTreasurer } from './treasurer.service.ts';
import { getProfile, listUsers } from './users.service.ts';
import {
  createUserByAdmin,
  deleteUserByAdmin,
  deleteUsersByAdmin,
  type UsersAdminDeps,
} from './users-admin.service.ts';
import { importUsers } from './users-import.service.ts';

/**
 * Every /user route in one file (docs/architecture.md "Layers of a server module"): member profiles and privacy,
 * the post-registration step, the admin's user management, the Excel import and the admin's password reset
 * (whose rules are the auth module's, modules/auth/admin-reset.service.ts). Each part is its own encapsulated
 * plugin, so a part's hooks (the mail sender's wake-up) stay with its routes.
 */
export default async function usersRoutes(app: FastifyInstance) {
  await app.register(profileRoutes);
  await app.register(postRegisterRoutes);
  await app.register(adminRoutes);
  await app.register(importRoutes);
  await app.register(resetRoutes);
  await app.register(treasurerRoutes);
  await app.register(invitationRoutes);
  await app.register(memorialRoutes);
}

const denied = { 401: ErrorBody, 403: ErrorBody };

/** Member profiles: GET /user (list / mention suggestions), GET /user/{id|email|username}, PUT /user. */
async function profileRoutes(base: FastifyInstance) {
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

const postRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user-post-register',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['users'],
        summary: 'Complete the signed-in member profile (registration step 2)',
        security: [{ bearer: [] }],
        body: PostRegisterBody,
        response: { 200: resultOf(CurrentUser), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) =>
      ok(await completeProfile(app.deps.database.db, caller(req).id, req.body, { now: app.deps.now })),
  );
};

/** Admin user management: POST /user, DELETE /user/{id}, PUT /user/delete (the reset: resetRoutes below). */
async function adminRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  wakeAfterWrites(app, () => base.mailJob);
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

/**
 * POST /user/imports: the admin's Excel import (the panel reads the first sheet and sends its rows); each
 * import is a batch: GET /user/imports lists them, DELETE /user/imports/{id} is 'Batalkan Import' (docs/decisions/014).
 */
async function importRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;
  // 'Batalkan Import' may free seats that the waitlist takes: their mails leave without waiting a tick.
  wakeAfterWrites(app, () => base.mailJob);

  app.post(
    '/user/imports',
    {
      onRequest: app.guards.admin,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['Pengguna'],
        summary:
          'Impor pengguna dari Excel (semua atau tidak sama sekali); anggota baru belum punya kata sandi (lupa sandi)',
        security: [{ bearer: [] }],
        body: ImportUsersBody,
        response: {
          201: ImportUsersResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const result = await importUsers({ db: database.db, now }, caller(req), req.body.users);
      return reply.status(201).send(ok(result));
    },
  );

  app.get(
    '/user/imports',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Riwayat import (siapa, kapan, berapa; yang belum/sudah aktif)',
        security: [{ bearer: [] }],
        response: { 200: ImportBatchesResult, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ok(await listImportBatches(database.db)),
  );

  app.delete(
    '/user/imports/:id',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Batalkan Import: hapus anggota batch yang belum aktif; yang sudah aktif dipertahankan',
        security: [{ bearer: [] }],
        params: ImportBatchIdParam,
        response: {
          200: UndoImportResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) =>
      ok(
        await undoImportBatch(
          {
            db: database.db,
            dialect: database.dialect,
            now,
            publicUrl: config.publicUrl,
            timeZone: config.tzCommunity,
            reminderHours: config.reminderHours,
          },
          caller(req),
          req.params.id,
        ),
      ),
  );
}

/** POST /user/{id}/reset-password (docs/decisions/005): an admin gives a member a temporary password. */
async function resetRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;

  app.post(
    '/user/:id/reset-password',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Reset sandi: kata sandi sementara sekali tampil, semua sesi pengguna dicabut',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: ResetPasswordResult, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await resetPasswordByAdmin(
          { db: database.db, scryptLogN: config.scryptLogN, now },
          caller(req),
          req.params.id,
        ),
      ),
  );

  app.post(
    '/user/:id/reset-link/whatsapp',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary:
          'Kirim tautan atur ulang via WhatsApp: tautan wa.me berisi tautan atur ulang password baru (24 jam, sekali pakai)',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: WhatsAppInvitationResult, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await whatsAppResetLink(
          { db: database.db, now, publicUrl: config.publicUrl },
          caller(req),
          req.params.id,
        ),
      ),
  );

  app.post(
    '/user/:id/logout-everywhere',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Keluar dari semua perangkat: semua sesi pengguna diakhiri (kata sandi tidak berubah)',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: resultOf(MessageResult), 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) => {
      await endSessionsByAdmin({ db: database.db, now }, caller(req), req.params.id);
      return ok({ status: 'OK' as const });
    },
  );
}

/** PUT /user/{id}/treasurer (docs/decisions/028-iuran-keuangan-buku-kas.md, "Roles"): an admin marks 'Bendahara'. */
async function treasurerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now } = base.deps;

  app.put(
    '/user/:id/treasurer',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Keuangan'],
        summary: "Jadikan atau cabut 'Bendahara' (admin)",
        security: [{ bearer: [] }],
        params: IdParam,
        body: TreasurerBody,
        response: { 200: TreasurerResult, 400: ErrorBody, ...denied, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => ok(await setTreasurer(database.db, caller(req), req.params.id, req.body.treasurer, now())),
  );
}

/**
 * 'Kirim Undangan', 'Kirim via WhatsApp' and a member's delivery status (docs/decisions/014, 022): the rules are the
 * invitations module's (invitations/invitations.service.ts).
 */
async function invitationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config, database, mailer } = base.deps;
  const deps = (): InvitationDeps => ({
    db: database.db,
    now: base.deps.now,
    publicUrl: config.publicUrl,
    emailConfigured: mailer.configured,
  });

  app.post(
    '/user/invitations',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary:
          "Kirim Undangan: e-mail aktivasi (7 hari, sekali pakai) ke anggota terpilih atau semua yang 'Belum aktif'",
        security: [{ bearer: [] }],
        body: SendInvitationsBody,
        response: { 200: SendInvitationsResult, 400: ErrorBody, ...denied },
      },
    },
    async (req) => {
      const result = await sendInvitations(deps(), caller(req), req.body);
      app.mailJob.wake();
      return ok(result);
    },
  );

  app.post(
    '/user/:id/invitation/whatsapp',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Kirim via WhatsApp: tautan wa.me dengan pesan berisi tautan aktivasi baru',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: {
          200: WhatsAppInvitationResult,
          400: ErrorBody,
          ...denied,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) => ok(await whatsAppInvitation(deps(), caller(req), req.params.id)),
  );

  app.get(
    '/user/:id/deliveries',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Status undangan dan e-mail seorang anggota (antre, terkirim, gagal + alasan)',
        security: [{ bearer: [] }],
        params: AdminUserIdParam,
        response: { 200: UserDeliveriesResult, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (req) => ok(await userDeliveries(deps(), req.params.id)),
  );
}

/**
 * 'In Memoriam' on a member (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): marking them as passed
 * away and their page of messages. The rules are the memorials module's (memorials/memorials.service.ts).
 */
async function memorialRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now, config } = base.deps;
  const db = database.db;
  const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['In Memoriam'];
  const security = [{ bearer: [] }];
  // Released seats may promote members from the waitlist: their mails leave right after the commit.
  wakeAfterWrites(app, () => base.mailJob);

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
}
