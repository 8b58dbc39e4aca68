/** Only the sign-in device cookie (modules/auth/auth.routes.ts, readDevice and rememberDevice) uses cookies; its key derives from JWT_SECRET. */
import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function cookiesPlugin(app: FastifyInstance) {
  await app.register(cookie, {
    secret: createHash('sha256').update(`device-cookie:${app.deps.config.jwtSecret}`).digest('base64url'),
  });
}

export default fp(cookiesPlugin, { name: 'cookies', dependencies: ['deps'] });
