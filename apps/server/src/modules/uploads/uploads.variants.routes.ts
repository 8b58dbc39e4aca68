/**
 * GET /uploads/<hash>-<width>w.webp: a narrower copy of a stored picture (uploads.variants.ts,
 * docs/decisions/018-image-widths.md), for the disk store and the bucket alike. The route's pattern takes only
 * copy names (the router tries it before the plain pictures' routes: @fastify/static for the disk, or
 * uploads.read.ts for a bucket); a width outside the fixed set or a missing original is a 404. A stored copy
 * is streamed; a missing one is made once (concurrent first requests share it), stored, and sent. With
 * S3_PUBLIC_URL the copy is made in the bucket if needed and the answer redirects there, as for pictures.
 */
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND, sendPicture } from './uploads.read.ts';
import { makeVariant, parseVariantName, variantName } from './uploads.variants.ts';

/** find-my-way's regex parameter: only `<32 hex>-<digits>w.webp`, so no path, dot name or other file. */
export const VARIANT_ROUTE = '/uploads/:name(^[0-9a-f]{32}-[0-9]{1,5}w\\.webp$)';

export default async function uploadVariantRoutes(app: FastifyInstance) {
  const { images, config } = app.deps;
  const publicUrl = config.s3?.publicUrl;

  app.get<{ Params: { name: string } }>(VARIANT_ROUTE, { schema: { hide: true } }, async (req, reply) => {
    const variant = parseVariantName(req.params.name);
    if (!variant) return reply.status(404).send(NOT_FOUND);
    const name = variantName(variant.original, variant.width);
    if (publicUrl) {
      if (!(await images.has(name)) && !(await makeVariant(images, variant))) {
        return reply.status(404).send(NOT_FOUND);
      }
      // As uploads.read.ts: a day of caching, the CDN may move.
      return reply.header('cache-control', 'public, max-age=86400').redirect(`${publicUrl}/${name}`, 302);
    }
    const stored = await images.get(name);
    if (stored) return sendPicture(reply, stored);
    const made = await makeVariant(images, variant);
    if (!made) return reply.status(404).send(NOT_FOUND);
    return sendPicture(reply, made);
  });
}
