import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
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
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import authPlugin from './lib/auth.ts';
import { AppError, tooManyRequests } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { refuseNulCharacters } from './lib/nul-guard.ts';
import { openApiTransform } from './lib/openapi.ts';
import { createResponseSerializer } from './lib/serializer.ts';
import { modules } from './modules/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP or the log (lib/mailer.ts); tests pass a recorder. */
  mailer?: Mailer;
  /** Pino options or `false` for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Clock for rules that depend on time; tests may fix it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Required<Pick<AppDeps, 'config' | 'database' | 'mailer' | 'now'>>;
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

const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
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

  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the contract's schemas; zod re-checks every answer outside production (lib/serializer.ts).
  app.setSerializerCompiler(createResponseSerializer({ verify: process.env.NODE_ENV !== 'production' }));
  app.decorate('deps', {
    config,
    database,
    mailer: deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    now: deps.now ?? (() => new Date()),
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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

  // Only the sign-in device cookie (modules/auth/device-cookie.ts) uses cookies; its key derives from JWT_SECRET.
  await app.register(cookie, {
    secret: createHash('sha256').update(`device-cookie:${config.jwtSecret}`).digest('base64url'),
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Alumni 86 Events API',
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
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, errors: error.errors });
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
        .send({ message: errors[0]?.message ?? 'Data tidak valid.', code: 'VALIDATION_ERROR', errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ message: 'Data yang dikirim terlalu besar.', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: 'Permintaan tidak valid.', code: error.code ?? 'BAD_REQUEST' });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_ERROR, code: 'INTERNAL' });
  });

  refuseNulCharacters(app);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    return { status: 'ok' };
  });

  for (const mod of modules) {
    await app.register(mod.plugin, { prefix: mod.prefix });
  }

  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  const webDist = config.webDist;
  if (webDist) {
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
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
      return reply.status(404).send({ message: 'Alamat tidak ditemukan.', code: 'NOT_FOUND' });
    }
    // Client routes (and unknown paths, whose 404 page the SPA shows) get the SPA shell.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(app.indexHtml);
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    indexHtml: string;
  }
}
