import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { type Config, DEFAULT_ORPHAN_GRACE_SECONDS } from './config.ts';
import type { Database } from './db/index.ts';
import authPlugin from './lib/auth.ts';
import { type Background, createBackground } from './lib/background.ts';
import { AppError, errorBody, tooManyRequests } from './lib/errors.ts';
import { registerHealth } from './lib/health.ts';
import { createJob, type Job } from './lib/jobs.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { refuseNulCharacters } from './lib/nul-guard.ts';
import { openApiTransform } from './lib/openapi.ts';
import readCache from './lib/read-cache.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { createResponseSerializer } from './lib/serializer.ts';
import { connectRedis, REDIS_PREFIX } from './lib/shared-state.ts';
import { communityShell, withTimeZone } from './lib/spa-shell.ts';
import { registerWebManifest } from './lib/web-manifest.ts';

import { endSession } from './modules/auth/session.service.ts';
import { modules } from './modules/index.ts';
import { createMailSender } from './modules/mail/mail-sender.ts';
import { runReminders } from './modules/participants/reminders.ts';
import { createImageStore, type ImageStore } from './modules/uploads/storage.ts';
import { runUploadCleanup } from './modules/uploads/uploads.cleanup.ts';
import uploadReads from './modules/uploads/uploads.read.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The outbox sender's transport: SMTP or the log (lib/mailer.ts); tests pass a recorder. */
  mailer?: Mailer;
  /** Pino options or `false` for silence (tests). */
  /** false: no log at all; otherwise the server's logger at LOG_LEVEL (lib/log-redaction.ts). */
  logger?: false;
  /** Where log lines go instead of stdout (tests read them: test/helpers.ts). */
  logStream?: { write(line: string): void };
  /** Called first on the new instance, before any hook or route (tests watch every request: test/helpers.ts). */
  observe?: (app: FastifyInstance) => void;
  /** Clock for rules that depend on time; tests may fix it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Pick<AppDeps, 'config' | 'database' | 'mailer' | 'now'>> & {
      /** Uploaded pictures: DATA_DIR/uploads or the S3 bucket (modules/uploads/storage.ts). */
      images: ImageStore;
      /** Shared limits when REDIS_URL is set (lib/shared-state.ts); undefined = this process's memory. */
      redis: Redis | undefined;
      /** Loops that must stop before the process exits (lib/background.ts). */
      background: Background;
    };
    /**
     * Sends the outbox (modules/mail): runs on a timer when `config.runJobs`; call `wake()` after committing a
     * transaction that queued mail (enqueueMail), `runOnce()` in tests.
     */
    mailJob: Job;
    /** Event reminders (modules/participants/reminders.ts, issue 17): on the same timer switch as mailJob. */
    reminderJob: Job;
    /** Removes pictures nothing references (modules/uploads/uploads.cleanup.ts); on the same switch. */
    uploadCleanupJob: Job;
  }
}

export type App = FastifyInstance<
  // biome-ignore lint/suspicious/noExplicitAny: Fastify's default generics
  any,
  // biome-ignore lint/suspicious/noExplicitAny: Fastify's default generics
  any,
  // biome-ignore lint/suspicious/noExplicitAny: Fastify's default generics
  any,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** How often the outbox is looked at besides the wake-ups after each queued mail. */
const MAIL_INTERVAL_MS = 15_000;
/** Reminders are looked for at least once a minute (issue 17). */
const REMINDER_INTERVAL_MS = 30_000;
/** Unreferenced pictures are looked for once an hour (their grace period is counted in hours). */
const UPLOAD_CLEANUP_INTERVAL_MS = 3_600_000;

const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    // No secret in any log line: URLs masked, headers redacted (lib/log-redaction.ts, docs/decisions/020).
    logger:
      deps.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // A hop count becomes the function Fastify would build from it (its types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  deps.observe?.(app);
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the contract's schemas; zod re-checks every answer outside production (lib/serializer.ts).
  app.setSerializerCompiler(createResponseSerializer({ verify: process.env.NODE_ENV !== 'production' }));
  const images = createImageStore(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  // An unreachable Redis is reported by GET /readyz and fails the calls that need it, not the process.
  redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis'));
  const background = createBackground(app.log);
  app.decorate('deps', {
    config,
    database,
    mailer: deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    now: deps.now ?? (() => new Date()),
    images,
    redis,
    background,
  });
  // On close (SIGTERM: main.ts): after in-flight requests have finished, stop the loops, then the clients.
  app.addHook('onClose', async () => {
    await background.stop();
    images.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  // Mail goes through the outbox (docs/architecture.md "Second round": mail, jobs; issue 16).
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
    // A run may write what reads show: answers computed before it are not served again (lib/read-cache.ts).
    written: () => app.readCache.bump(),
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
      if ((await runReminders(database.db, settings, app.deps.now())) > 0) mailJob.wake();
    },
    log: app.log,
    written: () => app.readCache.bump(),
  });
  app.decorate('reminderJob', reminderJob);
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
      if (run.removed.length > 0)
        app.log.info({ removed: run.removed.length }, 'unreferenced pictures removed');
    },
    log: app.log,
    written: () => app.readCache.bump(),
  });
  app.decorate('uploadCleanupJob', uploadCleanupJob);
  if (config.runJobs) {
    app.addHook('onReady', async () => {
      mailJob.start();
      mailJob.wake();
      reminderJob.start();
      reminderJob.wake();
      uploadCleanupJob.start();
    });
  }
  // Stopped with the other loops on close (lib/background.ts: newest first, so reminders before the sender).
  background.add('mail-sender', () => mailJob.stop());
  background.add('event-reminders', () => reminderJob.stop());
  background.add('upload-cleanup', () => uploadCleanupJob.stop());

  // Once close() begins (SIGTERM: main.ts), every answer still being made ends its connection, so a kept-alive
  // client (a browser, the load balancer) does not hold the stopping process open; it reconnects elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
  });

  // Helmet's header set, built once (lib/security-headers.ts; docs/decisions/017): the same headers as
  // @fastify/helmet sent on every HTML and API answer; hashed files and pictures get nosniff and CORP only.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // A CDN in front of the bucket (S3_PUBLIC_URL) serves the pictures GET /uploads/… redirects to.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Served over plain http on a LAN too; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  // Members read on phones over mobile data (issue 13; docs/architecture.md "Second round"): every text
  // answer above 1 KiB goes out brotli- or gzip-compressed (API JSON, the SPA shell) with Vary: Accept-Encoding.
  // Brotli at quality 4 (the plugin's default) costs little CPU per answer; the SPA's files are compressed
  // at build time at the highest quality and served as they are (preCompressed below). Request bodies are
  // never inflated: nothing the app accepts is sent compressed, and inflating would bypass the body limit.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  // Only the sign-in device cookie (modules/auth/device-cookie.ts) uses cookies; its key derives from JWT_SECRET.
  await app.register(cookie, {
    secret: createHash('sha256').update(`device-cookie:${config.jwtSecret}`).digest('base64url'),
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
    // With REDIS_URL every instance counts against the same budget (issue 19); else per process.
    ...(redis ? { redis, nameSpace: `${REDIS_PREFIX}rate-limit:` } : {}),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Alumni Events API',
        version: '1.0.0',
        description: 'Generated from packages/contract.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // operationIds, optional sign-in, 413/429 and multipart bodies for every route (lib/openapi.ts).
    transform: openApiTransform(() => app.guards),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin, {
    db: database.db,
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
    sessionMaxSeconds: config.sessionMaxSeconds,
    endSession: (session, now) => endSession(database.db, session, now, config.tokenTtlSeconds),
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.message, error.code, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        message: v.message ?? 'Tidak valid',
      }));
      return reply
        .status(400)
        .send(errorBody(errors[0]?.message ?? 'Data tidak valid.', 'VALIDATION_ERROR', errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody('Data yang dikirim terlalu besar.', 'PAYLOAD_TOO_LARGE'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own codes (FST_ERR_…) are not part of the contract's ErrorCode union (docs/decisions/012).
      return reply.status(status).send(errorBody('Permintaan tidak valid.', 'BAD_REQUEST'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(SERVER_ERROR, 'INTERNAL'));
  });

  refuseNulCharacters(app);

  registerHealth(app);
  registerWebManifest(app);

  // Before the modules: the routes that opt in (`config: { readCache }`) get its hooks as they are added.
  await app.register(readCache, { ttlMs: config.readCacheTtlMs ?? 0, now: () => app.deps.now() });

  for (const mod of modules) {
    await app.register(mod.plugin, { prefix: mod.prefix });
  }

  if (images.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    // Pictures in a bucket: streamed through the server, or redirected to S3_PUBLIC_URL (uploads.read.ts).
    await app.register(uploadReads);
  }

  const webDist = config.webDist;
  if (webDist) {
    // Every page the server sends carries the community's time zone (lib/spa-shell.ts, issue 15 item 6).
    const indexHtml = withTimeZone(
      readFileSync(path.join(webDist, 'index.html'), 'utf8'),
      config.tzCommunity,
    );
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside every text asset (apps/web/build-plugins.ts): the one the
      // browser accepts is sent with its Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // Hashed file names (dist/assets) never change: a year, immutable; anything else is revalidated.
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    app.decorate('indexHtml', indexHtml);
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api' || req.method !== 'GET' || !webDist) {
      return reply.status(404).send(errorBody('Alamat tidak ditemukan.', 'NOT_FOUND'));
    }
    // Client routes (and unknown paths, whose 404 page the SPA shows) get the SPA shell, named after the
    // community and with its details as initial data (lib/spa-shell.ts, docs/decisions/021).
    return communityShell(app, req, app.indexHtml).then(({ html }) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
    );
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    indexHtml: string;
  }
}
