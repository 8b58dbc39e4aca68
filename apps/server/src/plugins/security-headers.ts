/**
 * Helmet's header set, built once (lib/security-headers.ts; docs/decisions/017): the same headers as
 * @fastify/helmet sent on every HTML and API answer; hashed files and pictures get nosniff and CORP only.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerSecurityHeaders } from '../lib/security-headers.ts';

async function securityHeadersPlugin(app: FastifyInstance) {
  const { config } = app.deps;
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
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['deps'] });
