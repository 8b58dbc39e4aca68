/**
 * The app's dependencies on the instance (`app.deps`): configuration, database, mailer, clock, picture store,
 * the shared Redis (when REDIS_URL is set) and the loops that must stop before the process exits; closed in
 * that order's reverse when the server closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { type Background, createBackground } from '../lib/background.ts';
import { createMailer, type Mailer } from '../lib/mailer.ts';
import { connectRedis } from '../lib/shared-state.ts';
import { createImageStore, type ImageStore } from '../modules/uploads/image-store.service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The outbox sender's transport: SMTP or the log (lib/mailer.ts); tests pass a recorder. */
  mailer?: Mailer;
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
      /** Uploaded pictures: DATA_DIR/uploads or the S3 bucket (modules/uploads/image-store.service.ts). */
      images: ImageStore;
      /** Shared limits when REDIS_URL is set (lib/shared-state.ts); undefined = this process's memory. */
      redis: Redis | undefined;
      /** Loops that must stop before the process exits (lib/background.ts). */
      background: Background;
    };
  }
}

async function depsPlugin(app: FastifyInstance, deps: AppDeps) {
  const { config, database } = deps;
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
}

export default fp(depsPlugin, { name: 'deps' });
