/**
 * The pictures' URLs, /uploads/* (docs/decisions/016, 018-image-widths.md), outside /api: the narrower copies for
 * the disk store and the bucket alike, and the pictures themselves when they live in a bucket (with the disk store
 * plugins/static-files.ts serves the folder). POST /api/v1/upload is uploads.routes.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE_CACHE, isStoredName, type StoredObject } from './image-store.service.ts';
import { makeVariant, parseVariantName, variantName } from './image-variants.service.ts';

export const NOT_FOUND = { message: 'Gambar tidak ditemukan.', code: 'NOT_FOUND' };

/** A stored picture (a stream from the store, or bytes just made) with the disk store's headers. */
export function sendPicture(reply: FastifyReply, picture: StoredObject | Buffer) {
  const [body, length] = Buffer.isBuffer(picture)
    ? [picture, picture.length]
    : [picture.body, picture.length];
  reply.header('content-type', 'image/webp').header('cache-control', IMMUTABLE_CACHE);
  if (length !== undefined) reply.header('content-length', length);
  return reply.send(body);
}

/** find-my-way's regex parameter: only `<32 hex>-<digits>w.webp`, so no path, dot name or other file. */
export const VARIANT_ROUTE = '/uploads/:name(^[0-9a-f]{32}-[0-9]{1,5}w\\.webp$)';

/**
 * GET /uploads/<hash>-<width>w.webp: a narrower copy of a stored picture (image-variants.service.ts,
 * docs/decisions/018-image-widths.md), for the disk store and the bucket alike. The route's pattern takes only
 * copy names (the router tries it before the plain pictures' routes: @fastify/static for the disk, or
 * bucketPictureRoutes below for a bucket); a width outside the fixed set or a missing original is a 404. A stored copy
 * is streamed; a missing one is made once (concurrent first requests share it), stored, and sent. With
 * S3_PUBLIC_URL the copy is made in the bucket if needed and the answer redirects there, as for pictures.
 */
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
      // As bucketPictureRoutes: a day of caching, the CDN may move.
      return reply.header('cache-control', 'public, max-age=86400').redirect(`${publicUrl}/${name}`, 302);
    }
    const stored = await images.get(name);
    if (stored) return sendPicture(reply, stored);
    const made = await makeVariant(images, variant);
    if (!made) return reply.status(404).send(NOT_FOUND);
    return sendPicture(reply, made);
  });
}

/**
 * GET /uploads/<name> when the pictures live in an S3 bucket (image-store.service.ts; with the disk store
 * plugins/static-files.ts serves the folder with @fastify/static instead). With S3_PUBLIC_URL (a CDN or a public
 * bucket) the server only redirects there; otherwise it streams the object with the same headers the disk store
 * gets: image/webp, one-year immutable cache (content-hash names never change their bytes).
 */
export async function bucketPictureRoutes(app: FastifyInstance) {
  const { images, config } = app.deps;
  const publicUrl = config.s3?.publicUrl;

  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params;
    if (!isStoredName(name)) return reply.status(404).send(NOT_FOUND);
    if (publicUrl) {
      // Not permanent: an operator may move the CDN; a day of caching spares the server most repeats.
      return reply.header('cache-control', 'public, max-age=86400').redirect(`${publicUrl}/${name}`, 302);
    }
    const object = await images.get(name);
    if (!object) return reply.status(404).send(NOT_FOUND);
    return sendPicture(reply, object);
  });
}
