/** The OpenAPI document, generated from the routes' contract schemas, and its viewer at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openApiTransform } from '../lib/openapi.ts';

async function openApiPlugin(app: FastifyInstance) {
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
}

export default fp(openApiPlugin, { name: 'openapi' });
