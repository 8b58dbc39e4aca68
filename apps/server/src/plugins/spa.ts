/**
 * The built SPA (WEB_DIST): its files, and the shell for every client route. Unknown paths under /api, other
 * methods than GET, and everything when no SPA is served get the contract's 404 body.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';
import { communityShell, withTimeZone } from '../lib/spa-shell.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SPA's index.html with the community's time zone; set only when WEB_DIST is served. */
    indexHtml: string;
  }
}

async function spaPlugin(app: FastifyInstance) {
  const { config } = app.deps;
  const webDist = config.webDist;
  if (webDist) {
    // Every page the server sends carries the community's time zone (lib/spa-shell.ts).
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
}

export default fp(spaPlugin, { name: 'spa', dependencies: ['deps'] });
