/**
 * The SPA shell (apps/web/dist/index.html) as the server sends it (the first screen without
 * waiting for JavaScript: docs/decisions/010):
 * - every page carries the community's time zone (`TZ_COMMUNITY`) as `<meta name="alumni:time-zone">`,
 *   read by apps/web/src/lib/community-zone.ts;
 * - the landing, event list, event detail and about pages carry, for a visitor, the API answers their
 *   first screen would fetch, in `<script type="application/json" id="initial-data">` (data, never run:
 *   the CSP's script-src 'self' stays as it is), keyed by the API URL; apps/web/src/lib/initial-data.ts
 *   hands them to the first matching GET instead of a round trip;
 * - the first screen's largest image (the LCP element) is preloaded from <head>.
 * Only meta, link and JSON elements are added: no inline script or style.
 */
import { IMAGE_SIZES, type ImageSlot, imageSrcSet } from '@alumni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const TIME_ZONE_META = 'alumni:time-zone';
export const INITIAL_DATA_ID = 'initial-data';

/**
 * A visitor's page is the same for every visitor (no token reaches the server with a page request): rendered once
 * and reused under the read cache's rule, per URL, until the TTL or a write (lib/read-cache.ts,
 * docs/decisions/033).
 */
export const PAGE_ROUTE = { schema: { hide: true }, config: { readCache: true } } as const;

/** One API answer the page's first screen needs: its URL (`apiKey`) and its `result`. */
export interface InitialAnswer {
  url: string;
  data: unknown;
  /**
   * The web still sends the request once it has painted, and drops the answer: for calls with an effect
   * on the server (the event detail counts the view, docs/spec.md §5 'totalViewer').
   */
  ping?: boolean;
}

/**
 * JSON that stays data inside a <script> element: '<' (so no `</script>` or `<!--` in user text can end or
 * change the element), '>' and '&' as \u escapes, and the two line separators JavaScript once refused.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The key both sides agree on for one GET: the path and its query parameters sorted by name. */
export function apiKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

const beforeHeadEnd = (html: string, tags: string) => html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);

/** The shell with the community's time zone; done once at start (plugins/spa.ts), every page inherits it. */
export function withTimeZone(indexHtml: string, timeZone: string): string {
  return beforeHeadEnd(indexHtml, `<meta name="${TIME_ZONE_META}" content="${escapeAttribute(timeZone)}" />`);
}

/** The shell with the page's initial answers just before </body> (read before the module script runs). */
export function withInitialData(html: string, answers: InitialAnswer[]): string {
  if (answers.length === 0) return html;
  const element = `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForHtml(answers)}</script>`;
  return html.replace(/<\/body>/i, () => `  ${element}\n  </body>`);
}

/**
 * A high-priority preload of the first screen's largest image, so it loads beside the JavaScript. For a stored
 * picture it carries the <img>'s own srcset and sizes (`imageSrcSet`, `IMAGE_SIZES[slot]` from the contract,
 * docs/decisions/018-image-widths.md): the browser then preloads the very width the <img> picks, not the
 * full-size file as well.
 */
export function withImagePreload(html: string, href: string | null | undefined, slot: ImageSlot): string {
  if (!href?.startsWith('/uploads/')) return html;
  const srcset = imageSrcSet(href, 'picture');
  const responsive = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(IMAGE_SIZES[slot])}"`
    : '';
  return beforeHeadEnd(
    html,
    `<link rel="preload" as="image" href="${escapeAttribute(href)}"${responsive} fetchpriority="high" />`,
  );
}

/**
 * The API's own answers to `urls` as a visitor (no token) at the requester's address, through the same
 * routes, schemas and rules as the browser's calls (`app.inject`). Anything but a 200 is left out: the
 * page then asks itself and shows what it shows for that answer.
 */
export async function visitorAnswers(
  app: FastifyInstance,
  req: FastifyRequest,
  urls: string[],
): Promise<InitialAnswer[]> {
  const answers = await Promise.all(
    urls.map(async (url): Promise<InitialAnswer | null> => {
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: req.ip,
        headers: { accept: 'application/json', 'x-request-id': req.id },
      });
      if (res.statusCode !== 200) return null;
      const body = res.json() as { result?: unknown };
      return body.result === undefined ? null : { url: apiKey(url), data: body.result };
    }),
  );
  return answers.filter((a): a is InitialAnswer => a !== null);
}

/** The community's details (GET /api/v1/community, docs/decisions/021): every page's name, footer, title. */
export const COMMUNITY_CALL = '/api/v1/community';

interface CommunityNames {
  name?: string;
  shortName?: string;
  tagline?: string | null;
  logo?: string | null;
}

/** The community's answer among a page's answers, if any. */
export function communityOf(answers: readonly InitialAnswer[]): CommunityNames | null {
  return (answers.find((a) => a.url === COMMUNITY_CALL)?.data as CommunityNames | undefined) ?? null;
}

/**
 * The shell named after the community: its <title> (the short name; the page sets its own once running), its
 * description meta (the tagline, else the full name) and `og:site_name`. The shell's own title and description
 * are replaced, never duplicated.
 */
export function withCommunityMeta(html: string, community: CommunityNames | null): string {
  if (!community?.shortName) return html;
  const description = community.tagline || community.name || community.shortName;
  let out = html.replace(
    /<title>[\s\S]*?<\/title>/i,
    () => `<title>${escapeAttribute(community.shortName ?? '')}</title>`,
  );
  out = out.replace(
    /<meta\s+name=["']description["'][^>]*>/i,
    () => `<meta name="description" content="${escapeAttribute(description)}" />`,
  );
  // The community's logo as the tab icon (the shell's generic one otherwise).
  if (community.logo?.startsWith('/uploads/'))
    out = out.replace(
      /<link\s+rel=["']icon["'][^>]*>/i,
      () => `<link rel="icon" href="${escapeAttribute(community.logo ?? '')}" />`,
    );
  if (!/property=["']og:site_name["']/i.test(out))
    out = beforeHeadEnd(
      out,
      `<meta property="og:site_name" content="${escapeAttribute(community.shortName)}" />`,
    );
  return out;
}

/**
 * Any page's shell with the community's answer as initial data and its names in <head>; `answers` (the page's
 * own first-screen answers, which may already hold the community's) go in as well.
 */
export async function communityShell(
  app: FastifyInstance,
  req: FastifyRequest,
  html: string,
  answers: InitialAnswer[] = [],
): Promise<{ html: string; answers: InitialAnswer[] }> {
  const all = communityOf(answers)
    ? answers
    : [...answers, ...(await visitorAnswers(app, req, [COMMUNITY_CALL]))];
  return { html: withInitialData(withCommunityMeta(html, communityOf(all)), all), answers: all };
}
