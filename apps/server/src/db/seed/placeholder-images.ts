import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Placeholder pictures for seeded data, drawn locally as SVG and encoded to WebP with sharp (no network).
 * Palette of docs/design.md: deep navy/indigo gradients with a warm amber accent. Files are content-addressed
 * (sha256 of the bytes, first 32 hex) so re-seeding writes nothing new and names never collide.
 */

export type ImageKind = 'event' | 'group' | 'category' | 'avatar' | 'banner';
export type Motif =
  | 'reuni'
  | 'olahraga'
  | 'sosial'
  | 'wisata'
  | 'seminar'
  | 'kuliner'
  | 'keagamaan'
  | 'hobi'
  | 'komunitas';

export interface ImageSpec {
  kind: ImageKind;
  motif: Motif;
  /** Picks one of the palette's gradients (any integer). */
  tone: number;
  title?: string;
  subtitle?: string;
  /** Small amber chip in the top-left corner (category name, 'Galeri', ...). */
  label?: string;
}

export const IMAGE_SIZES: Record<ImageKind, readonly [number, number]> = {
  event: [1280, 720],
  group: [1600, 400],
  category: [128, 128],
  avatar: [256, 256],
  banner: [1600, 600],
};

const TONES: readonly (readonly [string, string])[] = [
  ['#1e1b4b', '#3730a3'],
  ['#0f172a', '#1e3a8a'],
  ['#172554', '#4338ca'],
  ['#1e293b', '#312e81'],
  ['#111827', '#1d4ed8'],
  ['#2e1065', '#4c1d95'],
  ['#0c4a6e', '#1e3a8a'],
  ['#1e1b4b', '#7c2d12'],
];
const AMBER = '#f59e0b';
const AMBER_LIGHT = '#fbbf24';
const CREAM = '#fef3c7';
const FONT = "'Plus Jakarta Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Line icons on a 24 x 24 grid, drawn for these placeholders. */
const ICONS: Record<Motif, string> = {
  reuni:
    '<circle cx="9" cy="8" r="3.2"/><circle cx="16.5" cy="9" r="2.6"/><path d="M3.5 19c.6-3.4 2.8-5.2 5.5-5.2s4.9 1.8 5.5 5.2"/><path d="M14.5 14.2c2.8-.4 5.2 1.2 6 4.8"/>',
  olahraga:
    '<circle cx="12" cy="12" r="8.5"/><path d="M12 3.5v17M3.5 12h17"/><path d="M6 6c3 2.5 3 9.5 0 12M18 6c-3 2.5-3 9.5 0 12"/>',
  sosial:
    '<path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z"/>',
  wisata: '<path d="M2.5 19.5 9 9l4.2 6.3 2.6-3.6 5.7 7.8z"/><circle cx="17" cy="6" r="2.2"/>',
  seminar:
    '<rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7"/>',
  kuliner:
    '<path d="M3.5 12h17a8.5 8.5 0 0 1-17 0z"/><path d="M9 8.5c-.8-1 .8-2 0-3.5M12.5 8.5c-.8-1 .8-2 0-3.5M16 8.5c-.8-1 .8-2 0-3.5"/>',
  keagamaan: '<path d="M12 3.5 20 12l-8 8.5L4 12z"/><path d="M8 7.8l8 8.4M16 7.8l-8 8.4M12 3.5V1.5"/>',
  hobi: '<path d="M9 18V5.5l11-2.5v12.5"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="15.5" r="2.5"/>',
  komunitas:
    '<path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.1l-5.62 3.02 1.07-6.27L2.9 9.4l6.3-.9z"/>',
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Greedy word wrap to at most `maxLines` lines of about `maxChars` characters (ellipsis when cut). */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function icon(motif: Motif, x: number, y: number, size: number, color: string, opacity = 1, width = 1.6) {
  const s = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${ICONS[motif]}</g>`;
}

function textLines(lines: string[], x: number, y: number, size: number, color: string, weight = 700) {
  const tspans = lines
    .map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.18)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}">${tspans}</text>`;
}

function chip(label: string, x: number, y: number, size: number) {
  const w = Math.round(label.length * size * 0.7 + size * 1.4);
  const h = Math.round(size * 1.8);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${AMBER}"/>${textLines([label], x + size * 0.7, y + h * 0.68, size, '#1e1b4b')}`;
}

function background(w: number, h: number, tone: number) {
  const [from, to] = TONES[((tone % TONES.length) + TONES.length) % TONES.length] ?? ['#1e1b4b', '#3730a3'];
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${CREAM}" fill-opacity="0.12"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
}

export function svgFor(spec: ImageSpec): string {
  const [w, h] = IMAGE_SIZES[spec.kind];
  const parts: string[] = [background(w, h, spec.tone)];
  const title = spec.title ?? '';
  switch (spec.kind) {
    case 'category':
      parts.push(icon(spec.motif, w * 0.2, h * 0.2, w * 0.6, AMBER_LIGHT, 1, 2));
      break;
    case 'avatar': {
      // Tones 0-7 draw a cream figure, 8-15 an amber one: 16 distinct avatars from one palette.
      const figure = Math.floor(spec.tone / TONES.length) % 2 === 1 ? AMBER_LIGHT : CREAM;
      parts.push(
        `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.18}" fill="${figure}" fill-opacity="0.92"/>`,
        `<path d="M${w * 0.16} ${h} C${w * 0.18} ${h * 0.68} ${w * 0.34} ${h * 0.6} ${w / 2} ${h * 0.6} S${w * 0.82} ${h * 0.68} ${w * 0.84} ${h}Z" fill="${figure}" fill-opacity="0.92"/>`,
      );
      break;
    }
    case 'group':
      parts.push(`<rect width="${w * 0.45}" height="${h}" fill="url(#dots)"/>`);
      for (let i = 0; i < 5; i++) {
        parts.push(
          icon(spec.motif, w * 0.6 + i * 190, i % 2 === 0 ? h * 0.18 : h * 0.48, 150, AMBER_LIGHT, 0.22),
        );
      }
      parts.push(textLines(wrap(title, 28, 1), 90, h * 0.52, 76, '#ffffff', 800));
      if (spec.subtitle) parts.push(textLines([spec.subtitle], 92, h * 0.52 + 70, 32, CREAM, 500));
      break;
    case 'event':
    case 'banner': {
      const big = spec.kind === 'banner' ? h * 0.62 : h * 0.42;
      parts.push(
        `<rect width="${w * 0.4}" height="${h * 0.55}" fill="url(#dots)"/>`,
        `<circle cx="${w * 0.8}" cy="${h * 0.42}" r="${h * 0.42}" fill="${AMBER}" fill-opacity="0.14"/>`,
        `<circle cx="${w * 0.92}" cy="${h * 0.9}" r="${h * 0.22}" fill="${AMBER}" fill-opacity="0.1"/>`,
        `<path d="M0 ${h * 0.86} Q${w * 0.25} ${h * 0.78} ${w * 0.5} ${h * 0.86} T${w} ${h * 0.84} V${h} H0Z" fill="${AMBER}" fill-opacity="0.16"/>`,
        icon(spec.motif, w * 0.8 - big / 2, h * 0.42 - big / 2, big, AMBER_LIGHT, 0.95),
      );
      if (spec.label) parts.push(chip(spec.label, 64, 56, spec.kind === 'banner' ? 28 : 26));
      const size = spec.kind === 'banner' ? 68 : 58;
      const lines = wrap(title, 22, 3);
      const top = h * 0.62 - (lines.length - 1) * size * 1.18;
      parts.push(textLines(lines, 64, top, size, '#ffffff', 800));
      if (spec.subtitle)
        parts.push(textLines([spec.subtitle], 66, h * 0.62 + size * 0.95, size * 0.48, CREAM, 600));
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

interface Rendered {
  name: string;
  bytes: Buffer;
}
/** Same picture, same bytes: tests seed several databases in one process without re-encoding. */
const cache = new Map<string, Promise<Rendered>>();

async function render(svg: string): Promise<Rendered> {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
  return { name, bytes };
}

/** Renders (or reuses) the picture, writes it into `uploadDir` and returns its public path '/uploads/<name>.webp'. */
export async function placeholderImage(uploadDir: string, spec: ImageSpec): Promise<string> {
  const svg = svgFor(spec);
  let pending = cache.get(svg);
  if (!pending) {
    pending = render(svg);
    cache.set(svg, pending);
  }
  const { name, bytes } = await pending;
  await mkdir(uploadDir, { recursive: true });
  try {
    await writeFile(path.join(uploadDir, name), bytes, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return `/uploads/${name}`;
}

/** Renders many pictures concurrently (sharp works on its own thread pool), keeping the order of `specs`. */
export function placeholderImages(uploadDir: string, specs: readonly ImageSpec[]): Promise<string[]> {
  return Promise.all(specs.map((s) => placeholderImage(uploadDir, s)));
}
