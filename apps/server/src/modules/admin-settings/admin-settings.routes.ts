import { AdminSettingBody, AdminSettingResult, ErrorBody } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { assertRefreshable } from '../auth/session.service.ts';
import { updateAdminSetting } from './admin-settings.service.ts';

/** PUT /admin/setting: the signed-in admin's own account (the /admin/setting page). */
export default async function adminSettingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config } = base.deps;

  app.put(
    '/admin/setting',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengaturan'],
        summary:
          'Ubah akun admin sendiri (nama, email, username, foto, kata sandi); mengembalikan token baru',
        security: [{ bearer: [] }],
        body: AdminSettingBody,
        response: { 200: AdminSettingResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => {
      // A session past SESSION_MAX_DAYS saves nothing and gets no token: the password is asked again.
      if (req.token) assertRefreshable(req.token, base.deps.now(), config.sessionMaxSeconds);
      return ok(
        await updateAdminSetting(
          {
            db: database.db,
            images: base.deps.images,
            scryptLogN: config.scryptLogN,
            now: () => base.deps.now(),
            // The same session, its sign-in time kept: saving settings never extends a session
            // (docs/decisions/020).
            signToken: (user) =>
              base.signToken(user, {
                sessionId: req.token?.sessionId ?? '',
                generation: req.token?.generation ?? 0,
                authTime: req.token?.authTime ?? 0,
              }),
          },
          caller(req),
          req.body,
        ),
      );
    },
  );
}
