import { DEFAULT_COMMUNITY_TIME_ZONE } from '@alumni/contract/constants';
import { indonesianZone } from './indonesian-zones.ts';

/**
 * The community's time zone is the server's (`TZ_COMMUNITY`, README "Configuration"; docs/decisions/012):
 * the server writes it into every page it serves as `<meta name="alumni:time-zone" content="…">`
 * (apps/server/src/lib/spa-shell.ts). Without it (the dev server, unit tests) or with a zone this
 * browser does not know, the contract's default applies.
 */
export const TIME_ZONE_META = 'alumni:time-zone';

export function isKnownTimeZone(zone: string): boolean {
  // Indonesia's zones are known everywhere; asking Intl would load its data on the first screen (docs/decisions/034).
  if (indonesianZone(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the server, rendering pages (apps/server/src/lib/prerender.ts, docs/decisions/019), puts its
 * `TZ_COMMUNITY` before it loads the web's code: there is no page to read a meta element from.
 */
export const SERVER_TIME_ZONE_KEY = Symbol.for('alumni86.timeZone');

export function readCommunityTimeZone(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): string {
  const zone = doc
    ? doc.querySelector(`meta[name="${TIME_ZONE_META}"]`)?.getAttribute('content')?.trim()
    : (globalThis as { [SERVER_TIME_ZONE_KEY]?: string })[SERVER_TIME_ZONE_KEY];
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_COMMUNITY_TIME_ZONE;
}
