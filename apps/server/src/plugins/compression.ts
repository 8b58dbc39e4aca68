/**
 * Members read on phones over mobile data (docs/decisions/010): every text answer of 1,400 bytes or more
 * (COMPRESSION_THRESHOLD: about one TCP segment, below which compressing saves no round trip) goes out brotli-
 * or gzip-compressed (API JSON, the SPA shell) with Vary: Accept-Encoding. Brotli at quality 4 (the plugin's
 * default) costs little CPU per answer. The read cache sends its kept answers compressed by the same rules, each
 * compressed once (lib/compressed-answers.ts). The SPA's files are compressed at build time at the highest quality and
 * served as they are (plugins/spa.ts, preCompressed). Request bodies are never inflated: nothing the app accepts
 * is sent compressed, and inflating would bypass the body limit.
 *
 * A computed text answer is compressed in one call by `compressAnswer` (lib/compressed-answers.ts), the last
 * onSend hook before the plugin's, which then leaves it alone: the plugin's stream pipeline per answer was about a
 * third of a computed member's answer (docs/decisions/033 "Fifth step"). Everything else is still the plugin's.
 */
import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  ANSWER_ENCODINGS,
  BROTLI_OPTIONS,
  COMPRESSIBLE_TYPES,
  COMPRESSION_THRESHOLD,
  compressAnswer,
} from '../lib/compressed-answers.ts';

async function compressionPlugin(app: FastifyInstance) {
  // Added before the plugin's own onRoute hook, which appends its onSend after this one.
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.config as { compress?: unknown } | undefined;
    if (own?.compress !== undefined || (route as { compress?: unknown }).compress !== undefined) return;
    const hooks =
      route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...hooks, compressAnswer as unknown as (typeof hooks)[number]];
  });
  await app.register(compress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
