/**
 * Members read on phones over mobile data (docs/decisions/010): every text answer above 1 KiB goes out brotli-
 * or gzip-compressed (API JSON, the SPA shell) with Vary: Accept-Encoding. Brotli at quality 4 (the plugin's
 * default) costs little CPU per answer; the SPA's files are compressed at build time at the highest quality and
 * served as they are (plugins/spa.ts, preCompressed). Request bodies are never inflated: nothing the app accepts
 * is sent compressed, and inflating would bypass the body limit.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
