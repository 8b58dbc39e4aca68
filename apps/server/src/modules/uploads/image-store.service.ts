/**
 * Where uploaded pictures live (docs/decisions/016). One
 * interface, two stores: DATA_DIR/uploads on the local disk (the default, served by @fastify/static in plugins/static-files.ts)
 * or an S3-compatible bucket through the AWS SDK when S3_BUCKET is set (served by pictures.routes.ts). Names are
 * always the content-hash names of uploads.service.ts (`<32 hex>.webp`), so a name never changes its bytes:
 * writes are idempotent and several instances may write the same picture at once.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../../config.ts';

/** Stored pictures are immutable: a content hash names them (uploads.service.ts contentName). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface StoredObject {
  body: Readable;
  length: number | undefined;
}

export interface ImageStore {
  readonly kind: 'disk' | 's3';
  /** Stores `bytes` under `name` unless it is there already; a reader never sees half a picture. */
  put(name: string, bytes: Buffer): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The picture's bytes as a stream, or null when there is none by that name. */
  get(name: string): Promise<StoredObject | null>;
  /** Every stored name (backups, the disk-to-bucket copy at start). */
  list(): AsyncIterable<string>;
  /** Removes the objects (a missing one is no error): the cleanup of unreferenced pictures (upload-cleanup.service.ts). */
  remove(names: readonly string[]): Promise<void>;
  /** Objects stored (pictures and their narrower copies) and their bytes: the admin dashboard. */
  usage(): Promise<{ files: number; bytes: number }>;
  /** Throws when the store cannot be reached or written (GET /readyz). */
  ping(): Promise<void>;
  close(): void;
}

/** Names this module writes: never a dotfile (temp files start with a dot) and never a path. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
export const isStoredName = (name: string) => STORED_NAME.test(name);
/** A picture or one of its narrower copies (`<hash>-<width>w.webp`, image-variants.service.ts). */
const OBJECT_NAME = /^[0-9a-f]{32}(?:-[0-9]{2,4}w)?\.webp$/;
const isObjectName = (name: string) => OBJECT_NAME.test(name);

export function createDiskStore(dir: string): ImageStore {
  const file = (name: string) => path.join(dir, name);
  const exists = async (name: string) => {
    try {
      await access(file(name));
      return true;
    } catch {
      return false;
    }
  };
  return {
    kind: 'disk',
    async put(name, bytes) {
      if (await exists(name)) return;
      // A temp file then an atomic rename. A dot name: the static file server never serves dotfiles.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, file(name));
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    has: exists,
    async get(name) {
      try {
        const info = await stat(file(name));
        return { body: createReadStream(file(name)), length: info.size };
      } catch {
        return null;
      }
    },
    async *list() {
      for (const entry of await readdir(dir)) if (isStoredName(entry)) yield entry;
    },
    async remove(names) {
      for (const name of names) if (isObjectName(name)) await rm(file(name), { force: true });
    },
    async usage() {
      let files = 0;
      let bytes = 0;
      for (const entry of await readdir(dir)) {
        if (!isObjectName(entry)) continue;
        try {
          bytes += (await stat(file(entry))).size;
          files += 1;
        } catch {
          // Removed meanwhile.
        }
      }
      return { files, bytes };
    },
    async ping() {
      await access(dir, constants.W_OK);
    },
    close() {},
  };
}

export function createS3Store(s3: S3Config): ImageStore {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    maxAttempts: 3,
  });
  const Bucket = s3.bucket;
  const notFound = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
  };
  const has = async (name: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: name }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  };
  return {
    kind: 's3',
    async put(name, bytes) {
      if (await has(name)) return;
      // One PUT is atomic on S3: the object appears whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: 'image/webp',
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    has,
    async get(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return { body: out.Body as Readable, length: out.ContentLength };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key && isStoredName(item.Key)) yield item.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async remove(names) {
      const keys = names.filter(isObjectName);
      // DeleteObjects takes at most 1,000 keys; a missing key is no error on S3.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        if (Objects.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async usage() {
      let files = 0;
      let bytes = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? [])
          if (item.Key && isObjectName(item.Key)) {
            files += 1;
            bytes += item.Size ?? 0;
          }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return { files, bytes };
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

/** The store the configuration asks for: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createImageStore(config: Pick<Config, 'uploadDir' | 's3'>): ImageStore {
  return config.s3 ? createS3Store(config.s3) : createDiskStore(config.uploadDir);
}

/**
 * With a bucket configured, pictures still in DATA_DIR/uploads (the demo seed's, or a site moving from disk
 * to a bucket) are copied into it, so their paths keep working. Idempotent: names are content hashes.
 */
export async function copyDiskUploadsToStore(uploadDir: string, store: ImageStore): Promise<number> {
  if (store.kind === 'disk') return 0;
  const disk = createDiskStore(uploadDir);
  let copied = 0;
  for await (const name of disk.list()) {
    if (await store.has(name)) continue;
    await store.put(name, await readFile(path.join(uploadDir, name)));
    copied += 1;
  }
  return copied;
}
