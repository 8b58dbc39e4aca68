/**
 * GET /uploads/<name> from DATA_DIR/uploads when the pictures live on disk: one-year immutable files (content-hash
 * names never change their bytes). With an S3 bucket modules/uploads/pictures.routes.ts (bucketPictureRoutes) serves that path instead
 * (registered from modules/index.ts).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function staticFilesPlugin(app: FastifyInstance) {
  if (app.deps.images.kind !== 'disk') return;
  await app.register(fastifyStatic, {
    root: app.deps.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}

export default fp(staticFilesPlugin, { name: 'static-files', dependencies: ['deps'] });
