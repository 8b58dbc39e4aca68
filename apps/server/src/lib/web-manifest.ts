/**
 * GET /manifest.webmanifest: the web app manifest that makes the app installable on a phone's home screen
 * (docs/decisions/029-installable-app-offline.md). Name and short name are the community's own (GET
 * /api/v1/community, docs/decisions/021), so an install carries the community's name; the icons are the
 * shell's, plus the community's logo when one is set. The theme colour is the design's primary navy
 * (docs/design.md), the same as the shell's `<meta name="theme-color">`.
 */
import type { FastifyInstance } from 'fastify';
import { readCommunity } from '../modules/community/community.service.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const THEME_COLOR = '#1e2a5a';
export const BACKGROUND_COLOR = '#f8fafc';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

const SHELL_ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const LOGO_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

export function webManifest(community: {
  name: string;
  shortName: string;
  tagline: string | null;
  logo: string | null;
}): WebManifest {
  const icons = [...SHELL_ICONS];
  // An uploaded logo (stored as WebP/PNG/JPEG at its own size): listed first, for browsers that can use an icon
  // of any size; the shell's fixed-size icons stay for those that need 192 and 512 (installability).
  const ext = community.logo?.startsWith('/uploads/')
    ? (community.logo.split('.').pop()?.toLowerCase() ?? '')
    : '';
  const logoType = LOGO_TYPES[ext];
  if (community.logo && logoType)
    icons.unshift({ src: community.logo, sizes: 'any', type: logoType, purpose: 'any' });
  return {
    id: '/',
    name: community.name,
    short_name: community.shortName,
    description: community.tagline || community.name,
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons,
  };
}

export function registerWebManifest(app: FastifyInstance) {
  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (_req, reply) => {
    const manifest = webManifest(await readCommunity(app.deps.database.db));
    // Revalidated on each fetch: a renamed community reaches the next install (the browser re-reads it).
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
}
