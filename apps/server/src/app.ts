/**
 * The composition root: the Fastify instance, then the cross-cutting plugins (plugins/), then every module's
 * routes (modules/index.ts), then the static files and the SPA. The order is the order hooks run in.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessLog, logAborts } from './lib/access-log.ts';
import authPlugin from './lib/auth.ts';
import { registerHealth } from './lib/health.ts';
import { loggerOptions, requestLogger } from './lib/log-redaction.ts';
import { refuseNulCharacters } from './lib/nul-guard.ts';
import readCache from './lib/read-cache.ts';
import { createResponseSerializer } from './lib/serializer.ts';
import { registerWebManifest } from './lib/web-manifest.ts';
import { endSession } from './modules/auth/session.service.ts';
import { modules } from './modules/index.ts';
import compression from './plugins/compression.ts';
import cookies from './plugins/cookies.ts';
import deps, { type AppDeps } from './plugins/deps.ts';
import errorHandler from './plugins/error-handler.ts';
import jobs from './plugins/jobs.ts';
import openApi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import requestId from './plugins/request-id.ts';
import securityHeaders from './plugins/security-headers.ts';
import spa from './plugins/spa.ts';
import staticFiles from './plugins/static-files.ts';

export type { AppDeps } from './plugins/deps.ts';

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

export async function buildApp(appDeps: AppDeps): Promise<App> {
  const { config, database } = appDeps;
  // One line per request, when it is answered (lib/access-log.ts, docs/decisions/046).
  const accessLog = new AccessLog();
  const app = Fastify({
    // No secret in any log line: URLs masked, headers redacted (lib/log-redaction.ts, docs/decisions/020).
    logger:
      appDeps.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(appDeps.logStream ? { stream: appDeps.logStream } : {}) },
    // A request's pino child is made when it first writes a line (lib/log-redaction.ts).
    childLoggerFactory: requestLogger,
    logController: accessLog,
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

  appDeps.observe?.(app);
  logAborts(app, accessLog);
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the contract's schemas; zod re-checks every answer outside production (lib/serializer.ts).
  app.setSerializerCompiler(createResponseSerializer({ verify: process.env.NODE_ENV !== 'production' }));

  await app.register(deps, appDeps);
  await app.register(jobs);
  await app.register(requestId);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(cookies);
  await app.register(rateLimit);
  await app.register(openApi);
  await app.register(authPlugin, {
    db: database.db,
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
    sessionMaxSeconds: config.sessionMaxSeconds,
    endSession: (session, now) => endSession(database.db, session, now, config.tokenTtlSeconds),
  });
  await app.register(errorHandler);
  refuseNulCharacters(app);
  registerHealth(app);
  registerWebManifest(app);
  // Before the modules: the routes that opt in (`config: { readCache }`) get its hooks as they are added.
  await app.register(readCache, {
    ttlMs: config.readCacheTtlMs ?? 0,
    now: () => app.deps.now(),
    redis: app.deps.redis,
  });

  for (const mod of modules) {
    if (mod.when && !mod.when(app)) continue;
    await app.register(mod.plugin, { prefix: mod.prefix });
  }

  await app.register(staticFiles);
  await app.register(spa);
  return app;
}
