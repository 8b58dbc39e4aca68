/**
 * GET /uploads/<name> when the pictures live in an S3 bucket (storage.ts; with the disk store
 * plugins/static-files.ts serves the folder with @fastify/static instead). With S3_PUBLIC_URL (a CDN or a public
 * bucket) the server only redirects there; otherwise it streams the object with the same headers the disk store
 * gets: image/webp, one-year immutable cache (content-hash names never change their bytes).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE_CACHE, isStoredName, type StoredObject } from './storage.ts';

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

export default async function uploadReads(app: FastifyInstance) {
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
