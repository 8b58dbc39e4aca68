/**
 * Narrower copies of every stored picture (docs/decisions/010; docs/decisions/018-image-widths.md): the picture
 * `/uploads/<hash>.webp` has copies `/uploads/<hash>-<width>w.webp` at the fixed widths of
 * `IMAGE_VARIANT_WIDTHS` (packages/contract/src/constants.ts), so the web builds a srcset from the path alone.
 * Made at upload for the kind's own widths, and on the first request for any other (pictures stored before
 * this, the demo seed's); stored through the ImageStore (disk or bucket) under that name, so every later
 * request is a plain read. Never enlarged: a copy asked for at or above the picture's own width is the
 * picture's bytes. Deterministic from the original, so the name never changes its meaning (immutable).
 */
import { IMAGE_VARIANT_WIDTHS, IMAGE_WIDTHS, type ImageKind } from '@alumni/contract';
import sharp from 'sharp';
import type { ImageStore } from './image-store.service.ts';

const VARIANT_NAME = /^([0-9a-f]{32})-([0-9]{2,4})w\.webp$/;
const WEBP_QUALITY = 82;
/** Our own stored pictures are at most 1600x900; a second guard all the same. */
const MAX_SOURCE_PIXELS = 40_000_000;

export interface VariantName {
  /** The stored picture the copy is made from: `<hash>.webp`. */
  original: string;
  width: number;
}

/** `<hash>-<width>w.webp` with a width of the fixed set, else null (unknown widths are not ours: 404). */
export function parseVariantName(name: string): VariantName | null {
  const m = VARIANT_NAME.exec(name);
  if (!m) return null;
  const width = Number(m[2]);
  if (!IMAGE_VARIANT_WIDTHS.includes(width)) return null;
  return { original: `${m[1]}.webp`, width };
}

export const variantName = (original: string, width: number) =>
  original.replace(/\.webp$/, `-${width}w.webp`);

/** The widths made at upload: the family the web shows that kind of picture in (avatar or wide picture). */
export const widthsForKind = (kind: ImageKind): readonly number[] =>
  kind === 'avatar' ? IMAGE_WIDTHS.avatar : IMAGE_WIDTHS.picture;

/** The copy's bytes: shrunk to `width` (height kept in proportion), or the picture itself when not wider. */
async function render(original: Buffer, width: number): Promise<Buffer> {
  const meta = await sharp(original, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  if ((meta.width ?? 0) <= width) return original;
  return sharp(original, { limitInputPixels: MAX_SOURCE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

async function readAll(images: ImageStore, name: string): Promise<Buffer | null> {
  const object = await images.get(name);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Copies being made in this process, by name: concurrent first requests for one copy share one render and
 * one write. Across instances two may render the same copy; the store's put is idempotent (image-store.service.ts).
 */
const making = new WeakMap<ImageStore, Map<string, Promise<Buffer | null>>>();

/**
 * The copy's bytes, made and stored unless another request stored it meanwhile (checked again inside the
 * shared run, so a request that missed the copy just before it was written does not render it twice);
 * null when the original picture does not exist.
 */
export function makeVariant(images: ImageStore, variant: VariantName): Promise<Buffer | null> {
  let pending = making.get(images);
  if (!pending) {
    pending = new Map();
    making.set(images, pending);
  }
  const name = variantName(variant.original, variant.width);
  const running = pending.get(name);
  if (running) return running;
  const run = (async () => {
    const stored = await readAll(images, name);
    if (stored) return stored;
    const original = await readAll(images, variant.original);
    if (!original) return null;
    const bytes = await render(original, variant.width);
    await images.put(name, bytes);
    return bytes;
  })().finally(() => pending.delete(name));
  pending.set(name, run);
  return run;
}

/**
 * At upload: the copies of the kind's widths narrower than the stored picture (a wider one is made only if
 * asked for). One decode of the original, the widths rendered side by side.
 */
export async function makeUploadVariants(
  images: ImageStore,
  original: string,
  bytes: Buffer,
  kind: ImageKind,
) {
  const meta = await sharp(bytes).metadata();
  const widths = widthsForKind(kind).filter((w) => w < (meta.width ?? 0));
  const base = sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS });
  await Promise.all(
    widths.map(async (width) => {
      const copy = await base.clone().resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
      await images.put(variantName(original, width), copy);
    }),
  );
}
