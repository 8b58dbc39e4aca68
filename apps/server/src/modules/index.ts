import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import activityLogRoutes from './activity-log/activity-log.routes.ts';
import adminSettingsRoutes from './admin-settings/admin-settings.routes.ts';
import albumRoutes from './album/album.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import bannersRoutes from './banners/banners.routes.ts';
import catalogRoutes from './catalog/catalog.routes.ts';
import commentsRoutes from './comments/comments.routes.ts';
import communityRoutes from './community/community.routes.ts';
import contentRoutes from './content/content.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
import deathNoticesRoutes from './death-notices/death-notices.routes.ts';
import directoryRoutes from './directory/directory.routes.ts';
import eventPageRoutes from './events/event-page.routes.ts';
import eventsRoutes from './events/events.routes.ts';
import exportsRoutes from './exports/exports.routes.ts';
import fundsRoutes from './funds/funds.routes.ts';
import invitationsRoutes from './invitations/invitations.routes.ts';
import joinRoutes from './join/join.routes.ts';
import memorialsRoutes from './memorials/memorials.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import pagesRoutes from './pages/pages.routes.ts';
import participantsRoutes from './participants/participants.routes.ts';
import pushRoutes from './push/push.routes.ts';
import rosterRoutes from './roster/roster.routes.ts';
import statsRoutes from './stats/stats.routes.ts';
import uploadVariantRoutes, { bucketPictureRoutes } from './uploads/pictures.routes.ts';
import uploadRoutes from './uploads/uploads.routes.ts';
import usersRoutes from './users/users.routes.ts';

/** Every domain module's routes, with the prefix it is mounted under. */
export interface ModuleRoutes {
  prefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: plugins declare their own options
  plugin: FastifyPluginAsync<any>;
  /** Registered only when this holds (read from `app.deps`); always when absent. */
  when?: (app: FastifyInstance) => boolean;
}

export const modules: ModuleRoutes[] = [
  { prefix: '/api/v1', plugin: authRoutes },
  // Every /user route (docs/architecture.md "One route file per URL family").
  { prefix: '/api/v1', plugin: usersRoutes },
  { prefix: '/api/v1', plugin: directoryRoutes },
  { prefix: '/api/v1', plugin: invitationsRoutes },
  { prefix: '/api/v1', plugin: joinRoutes },
  { prefix: '/api/v1', plugin: pushRoutes },
  { prefix: '/api/v1', plugin: eventsRoutes },
  { prefix: '/api/v1', plugin: participantsRoutes },
  { prefix: '/api/v1', plugin: exportsRoutes },
  { prefix: '/api/v1', plugin: catalogRoutes },
  { prefix: '/api/v1', plugin: bannersRoutes },
  { prefix: '/api/v1', plugin: communityRoutes },
  { prefix: '/api/v1', plugin: contentRoutes },
  { prefix: '/api/v1', plugin: uploadRoutes },
  { prefix: '/api/v1', plugin: activityLogRoutes },
  { prefix: '/api/v1', plugin: adminSettingsRoutes },
  { prefix: '/api/v1', plugin: dashboardRoutes },
  { prefix: '/api/v1', plugin: statsRoutes },
  // The class roster, 'Kabar Duka' and 'In Memoriam' (docs/decisions/024).
  { prefix: '/api/v1', plugin: rosterRoutes },
  { prefix: '/api/v1', plugin: deathNoticesRoutes },
  { prefix: '/api/v1', plugin: memorialsRoutes },
  // 'Iuran', 'Keuangan', 'Buku Kas' (docs/decisions/028).
  { prefix: '/api/v1', plugin: fundsRoutes },
  // 'Album Foto' (docs/decisions/032-event-album.md).
  { prefix: '/api/v1', plugin: albumRoutes },
  { prefix: '/api/v2', plugin: commentsRoutes },
  { prefix: '/api/v2', plugin: notificationsRoutes },
  // The SPA's /event/{id} page with link-preview meta tags (only when the built SPA is served).
  { prefix: '', plugin: eventPageRoutes },
  // '/', '/event', '/about-us': the shell with a visitor's first-screen API answers (lib/spa-shell.ts).
  { prefix: '', plugin: pagesRoutes },
  // /uploads/<hash>-<width>w.webp: narrower copies of stored pictures (docs/decisions/018-image-widths.md).
  { prefix: '', plugin: uploadVariantRoutes },
  // GET /uploads/<name> from an S3 bucket; pictures on disk are served by plugins/static-files.ts.
  { prefix: '', plugin: bucketPictureRoutes, when: (app) => app.deps.images.kind !== 'disk' },
];
