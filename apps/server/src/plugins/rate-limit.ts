/**
 * Rate limits, off by default: the routes that need one name it in their config. With REDIS_URL every instance
 * counts against the same budget (docs/decisions/016); else per process.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors.ts';
import { REDIS_PREFIX } from '../lib/shared-state.ts';

async function rateLimitPlugin(app: FastifyInstance) {
  const { redis } = app.deps;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
    ...(redis ? { redis, nameSpace: `${REDIS_PREFIX}rate-limit:` } : {}),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['deps'] });
