/**
 * Link previews for /event/{id} (WhatsApp, Telegram, Facebook, X): Open Graph and Twitter meta tags
 * injected into the SPA shell's <head>. Only what a visitor may see goes in (name, date, location,
 * category, image): the description is for members, so it never appears in a preview.
 * Meta tags only: no inline script or style, so the CSP stays as it is.
 */

export interface EventPreview {
  id: number;
  name: string;
  /** ISO instant. */
  startDate: string;
  location: string;
  category: string | null;
  /** '/uploads/…' or an absolute http(s) URL; null when the event has no image. */
  imageUrl: string | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const dateFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let f = dateFormats.get(timeZone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('id-ID', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('id-ID', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
    };
    dateFormats.set(timeZone, f);
  }
  return f;
}

/** 'Sabtu, 14 Maret 2026 · 19.00 WIB' in the community's zone (the web app's format, docs/design.md). */
export function formatPreviewDate(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const { date, time } = formatsFor(timeZone);
  // Built from parts: ICU versions differ in the separator between hours and minutes.
  const parts = time.formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${date.format(d)} · ${part('hour')}.${part('minute')} ${part('timeZoneName')}`.trim();
}

/** An absolute image URL for crawlers, or null for anything that is not a same-site path or http(s). */
export function absoluteImageUrl(imageUrl: string | null, publicUrl: string): string | null {
  if (!imageUrl) return null;
  if (imageUrl.startsWith('/') && !imageUrl.startsWith('//')) return `${publicUrl}${imageUrl}`;
  try {
    const url = new URL(imageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The tags for one event, every value escaped. */
export function previewTags(
  event: EventPreview,
  opts: {
    publicUrl: string;
    timeZone: string /** The community's short name (community settings). */;
    siteName: string;
  },
): { title: string; tags: string } {
  const title = opts.siteName ? `${event.name} · ${opts.siteName}` : event.name;
  const description = [formatPreviewDate(event.startDate, opts.timeZone), event.location, event.category]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' · ');
  const url = `${opts.publicUrl}/event/${event.id}`;
  const image = absoluteImageUrl(event.imageUrl, opts.publicUrl);

  type Tag = [attr: 'property' | 'name', key: string, value: string];
  const imageTags: Tag[] = image
    ? [
        ['property', 'og:image', image],
        ['property', 'og:image:alt', event.name],
      ]
    : [];
  const meta: Tag[] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ...(opts.siteName ? ([['property', 'og:site_name', opts.siteName]] satisfies Tag[]) : []),
    ['property', 'og:locale', 'id_ID'],
    ['property', 'og:title', event.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...imageTags,
    // Without a picture a large card would be an empty frame: the small card fits then.
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', event.name],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] satisfies Tag[]) : []),
  ];
  const lines = meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  lines.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  return { title, tags: lines.join('\n    ') };
}

/**
 * The shell with the event's title and tags: its own <title> and description meta are replaced (a
 * crawler reads the first one), the rest goes just before </head>. Replacements are functions so a '$'
 * in an event name is never read as a replacement pattern.
 */
export function injectPreview(indexHtml: string, preview: { title: string; tags: string }): string {
  const title = `<title>${escapeHtml(preview.title)}</title>`;
  let html = indexHtml
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, () => '')
    .replace(/<meta\s+property=["']og:site_name["'][^>]*>\s*/i, () => '');
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  return html.replace(/<\/head>/i, () => `  ${preview.tags}\n  </head>`);
}
