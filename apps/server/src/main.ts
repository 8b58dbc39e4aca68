import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { ensureStarterCatalog } from './db/seed/starter-catalog.ts';
import { logDestination } from './lib/access-log.ts';
import { isLocalPublicUrl, localPublicUrlWarning } from './lib/public-url.ts';
import { holdSignIns, startBanner } from './lib/start-banner.ts';
import { ensureFirstAdmin } from './modules/auth/bootstrap.service.ts';
import { mergeEventNameIndex } from './modules/events/event-name-index.service.ts';
import { copyDiskUploadsToStore } from './modules/uploads/image-store.service.ts';

/** How long SIGTERM waits for in-flight requests and loops before giving up (systemd's default stop is 90 s). */
const SHUTDOWN_GRACE_MS = 25_000;

const config = loadConfig();
const database = openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'alumni.db'));
await migrateToLatest(database.db);
// The name search's index in one piece before the first search (docs/decisions/047); the jobs keep it so.
await mergeEventNameIndex(database);

const app = await buildApp({ config, database, logStream: logDestination() });
// A first start's one-time passwords are printed last, framed, after the address (lib/start-banner.ts).
const signIns = holdSignIns(app.log);
await ensureFirstAdmin(database.db, config, signIns.logger);
// Every install, demo or not, starts with the event categories and job types (docs/decisions/021).
const starter = await ensureStarterCatalog(database.db, config.uploadDir);
if (starter.categories + starter.jobTypes > 0) app.log.info(starter, 'Katalog awal dibuat');
if (config.seed === 'demo') await seedDemoIfEmpty(database.db, config, signIns.logger);
// With a bucket, pictures on this disk (the demo seed's, or from before the move) are copied into it once.
const copied = await copyDiskUploadsToStore(config.uploadDir, app.deps.images);
if (copied > 0)
  app.log.info(`${copied} gambar dari ${config.uploadDir} disalin ke bucket ${config.s3?.bucket}`);

/**
 * Graceful stop (docs/decisions/016): app.close() stops accepting connections (a load balancer moves on to the other
 * instances; a request that still arrives on a kept-alive connection gets 503 and `Connection: close`),
 * lets every in-flight request finish, then runs the onClose hooks (plugins/deps.ts: background loops, Redis, the
 * bucket client); the database closes last. Exit 0, or 1 when something hangs past the grace period.
 */
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    app.log.info('requests finished, background loops stopped');
    await database.destroy();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
  clearTimeout(force);
  app.log.info('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Fastify's own 'Server listening at' line is left out: the banner below says where the site is, and that
// line (written asynchronously by the logger) would otherwise land under the first sign-in's frame.
const logLevel = app.log.level;
app.log.level = 'warn';
await app.listen({ port: config.port, host: config.host });
app.log.level = logLevel;
const notes = [
  ...(config.webDist ? [] : ['SPA belum dibangun: npm run build']),
  ...(isLocalPublicUrl(config.publicUrl) ? [localPublicUrlWarning(config.publicUrl)] : []),
];
// The log's own lines (e.g. Fastify's 'Server listening') are flushed first, so the banner really is last.
await new Promise<void>((resolve) => setImmediate(resolve));
await new Promise<void>((resolve) => {
  const flush = (app.log as { flush?: (cb: () => void) => void }).flush;
  if (flush) flush.call(app.log, () => resolve());
  else resolve();
});
process.stdout.write(
  startBanner({ address: `${config.publicUrl} (${database.dialect})`, notes, signIns: signIns.held }),
);
