/**
 * The background jobs: the outbox sender, event reminders, the removal of unreferenced pictures, the merging of
 * SQLite's event name index and the writing of event views. All but the last run on timers when `config.runJobs`;
 * tests call `runOnce()`. A run that may have written what reads show bumps the read cache (lib/read-cache.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_ORPHAN_GRACE_SECONDS } from '../config.ts';
import { createJob, type Job, wakeAfterWrites } from '../lib/jobs.ts';
import {
  mergeEventNameIndex,
  NAME_INDEX_MERGE_INTERVAL_MS,
} from '../modules/events/event-name-index.service.ts';
import { createViewCounter, type ViewCounter } from '../modules/events/event-views.service.ts';
import { createMailSender } from '../modules/mail/mail-sender.service.ts';
import { runReminders } from '../modules/participants/reminders.service.ts';
import { createPushSender, vapidOf } from '../modules/push/push-sender.service.ts';
import { runUploadCleanup } from '../modules/uploads/upload-cleanup.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the outbox (modules/mail): runs on a timer when `config.runJobs`; call `wake()` after committing a
     * transaction that queued mail (enqueueMail), `runOnce()` in tests.
     */
    mailJob: Job;
    /** Event reminders (modules/participants/reminders.service.ts, docs/decisions/013): on the same switch as mailJob. */
    reminderJob: Job;
    /** Removes pictures nothing references (modules/uploads/upload-cleanup.service.ts); on the same switch. */
    uploadCleanupJob: Job;
    /**
     * First views of event pages, written once a second off the request path (docs/decisions/033). Runs in
     * every instance whatever `config.runJobs` says: each one writes the views it saw. Tests call `flush()`.
     */
    viewCounter: ViewCounter;
    /** Sends the push outbox (modules/push/push-sender.service.ts, docs/decisions/030); on the same switch. */
    pushJob: Job;
    /**
     * Merges SQLite's event name index into one b-tree (modules/events/event-name-index.service.ts,
     * docs/decisions/047); on the same switch. main.ts merges it once at start whatever the switch says.
     */
    nameIndexJob: Job;
  }
}

/** How often the outbox is looked at besides the wake-ups after each queued mail. */
const MAIL_INTERVAL_MS = 15_000;
/** Reminders are looked for at least once a minute (docs/decisions/013). */
const REMINDER_INTERVAL_MS = 30_000;
/** Unreferenced pictures are looked for once an hour (their grace period is counted in hours). */
const UPLOAD_CLEANUP_INTERVAL_MS = 3_600_000;

async function jobsPlugin(app: FastifyInstance) {
  const { config, database, images, background } = app.deps;
  // Mail goes through the outbox (docs/decisions/014).
  const mailSender = createMailSender({
    database,
    mailer: app.deps.mailer,
    now: app.deps.now,
    log: app.log,
  });
  const mailJob = createJob({
    name: 'mail-sender',
    intervalMs: MAIL_INTERVAL_MS,
    run: async () => void (await mailSender.runOnce()),
    log: app.log,
    // It writes only the outbox, which no cached read shows (the architecture test keeps it so): no read-cache
    // bump. It looks every 15 s; a bump per look dropped every cached answer that often (docs/decisions/033).
  });
  app.decorate('mailJob', mailJob);
  const reminderJob = createJob({
    name: 'event-reminders',
    intervalMs: REMINDER_INTERVAL_MS,
    run: async () => {
      const settings = {
        reminderHours: config.reminderHours,
        timeZone: config.tzCommunity,
        publicUrl: config.publicUrl,
      };
      if ((await runReminders(database.db, settings, app.deps.now())) === 0) return false;
      mailJob.wake();
      pushJob.wake();
      return true;
    },
    log: app.log,
    // A run that sent reminders wrote notices and marks: answers computed before it are not served again
    // (lib/read-cache.ts); a run that found nothing due (nearly every one) moves nothing.
    written: () => app.readCache.bump(),
  });
  app.decorate('reminderJob', reminderJob);
  const pushSender = createPushSender({ database, vapid: vapidOf(config), now: app.deps.now, log: app.log });
  // It writes only the push tables, which no cached read shows: no read-cache bump (lib/read-cache.ts).
  const pushJob = createJob({
    name: 'push-sender',
    intervalMs: MAIL_INTERVAL_MS,
    run: async () => void (await pushSender.runOnce()),
    log: app.log,
  });
  app.decorate('pushJob', pushJob);
  // A write may have queued pushes with its notifications (a reply, a freed seat, a changed event, a kabar
  // duka): they go out right after its answer, not at the next tick (docs/decisions/030).
  wakeAfterWrites(app, () => pushJob);
  // Pictures nothing references, removed after a grace period, by one instance at a time (docs/decisions/020).
  const cleanupHolder = randomUUID();
  const uploadCleanupJob = createJob({
    name: 'upload-cleanup',
    intervalMs: UPLOAD_CLEANUP_INTERVAL_MS,
    run: async () => {
      const run = await runUploadCleanup(
        {
          db: database.db,
          images,
          graceSeconds: config.uploadOrphanGraceSeconds ?? DEFAULT_ORPHAN_GRACE_SECONDS,
        },
        app.deps.now(),
        cleanupHolder,
      );
      if (run.removed.length === 0) return false;
      app.log.info({ removed: run.removed.length }, 'unreferenced pictures removed');
      return true;
    },
    log: app.log,
    written: () => app.readCache.bump(),
  });
  app.decorate('uploadCleanupJob', uploadCleanupJob);
  // It changes how the index is stored, not what a search finds: no read-cache bump.
  const nameIndexJob = createJob({
    name: 'name-index',
    intervalMs: NAME_INDEX_MERGE_INTERVAL_MS,
    run: () => mergeEventNameIndex(database),
    log: app.log,
  });
  app.decorate('nameIndexJob', nameIndexJob);
  // Not a write the read cache must see at once: a view only moves counters, seen within the TTL.
  const viewCounter = createViewCounter({
    db: database.db,
    dialect: database.dialect,
    log: app.log,
    ...(config.viewFlushMs ? { intervalMs: config.viewFlushMs } : {}),
  });
  app.decorate('viewCounter', viewCounter);
  app.addHook('onReady', async () => viewCounter.start());
  if (config.runJobs) {
    app.addHook('onReady', async () => {
      mailJob.start();
      mailJob.wake();
      reminderJob.start();
      reminderJob.wake();
      uploadCleanupJob.start();
      pushJob.start();
      nameIndexJob.start();
    });
  }
  // Stopped with the other loops on close (lib/background.ts: newest first, so reminders before the sender).
  background.add('mail-sender', () => mailJob.stop());
  background.add('event-reminders', () => reminderJob.stop());
  background.add('upload-cleanup', () => uploadCleanupJob.stop());
  background.add('push-sender', () => pushJob.stop());
  background.add('name-index', () => nameIndexJob.stop());
  // Stopped first (newest first), while the database is still open: the views of the last second are written.
  background.add('event-views', () => viewCounter.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['deps'] });
