import { EVENT_NOT_FOUND } from '@alumni/contract';
import { notFound } from '../../lib/errors.ts';
import { readCommunity } from '../community/community.service.ts';
import { findEventDetail, type Viewer } from './events.repo.ts';
import type { EventsDeps } from './events.service.ts';

/**
 * GET /event/{id}/ics: one event as an iCalendar file (RFC 5545) for "add to calendar". Times are UTC
 * instants (…Z) so every calendar shows them in its own zone; X-WR-TIMEZONE names the community's zone
 * for calendars that group by it. Guests get the public fields only (no description), exactly like the
 * detail page.
 */

const CRLF = '\r\n';
/** RFC 5545 3.1: a content line SHOULD NOT exceed 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;
const SLUG_MAX = 60;

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every kind of line break as
 * '\n'. Other control characters are not allowed in a content line and are dropped.
 */
export function escapeIcsText(value: string): string {
  return (
    value
      .replace(/\r\n|\r|\n/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

const utf8Length = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * Folds one content line into chunks of at most 75 octets; each continuation starts with one space
 * (which counts toward its 75). Never splits a UTF-8 sequence: iteration is by code point.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8Length(ch);
    if (size + n > MAX_LINE_OCTETS) {
      out.push(current);
      current = ` ${ch}`;
      size = 1 + n;
    } else {
      current += ch;
      size += n;
    }
  }
  out.push(current);
  return out.join(CRLF);
}

/** '2026-03-14T12:00:00.000Z' -> '20260314T120000Z'. */
export function icsUtc(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${iso}`);
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** 'Reuni Akbar, 40 Tahun!' -> 'reuni-akbar-40-tahun'; ASCII only, at most 60 characters. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export function icsFileName(event: { id: number; name: string }): string {
  return `${slugify(event.name) || `acara-${event.id}`}.ics`;
}

export interface IcsEvent {
  id: number;
  name: string;
  location: string;
  /** Null for guests. */
  description: string | null;
  /** ISO instants. */
  start: string;
  end: string;
}

export interface IcsOptions {
  publicUrl: string;
  timeZone: string;
  now: Date;
  /**
   * PUBLISH (the download), REQUEST (a change notice: calendars move the entry with this UID) or CANCEL
   * (the event was cancelled or deleted: calendars drop it; docs/decisions/013).
   */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** RFC 5545 SEQUENCE: events.ics_sequence, raised by every change notice. */
  sequence?: number;
  /** The ORGANIZER a REQUEST or CANCEL needs (RFC 5546): the community's sender address. */
  organizer?: string;
  /** The community settings' name (docs/decisions/021): PRODID, calendar name, the ORGANIZER's CN. */
  communityName: string;
}

/**
 * The event's calendar UID: the same in the download and in every change notice; its domain is the site's
 * own host (PUBLIC_URL), so two communities' entries never collide.
 */
export const eventIcsUid = (eventId: number, publicUrl: string) => `event-${eventId}@${siteHost(publicUrl)}`;

function siteHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** A parameter value (CN=…) quoted as RFC 5545 §3.2 wants it: no double quotes or control characters inside. */
const icsParam = (v: string) => `"${v.replace(/[\p{Cc}"]/gu, '').trim()}"`;

/** The whole calendar file, CRLF line endings throughout (including the last line). */
export function buildEventIcs(event: IcsEvent, opts: IcsOptions): string {
  const url = `${opts.publicUrl}/event/${event.id}`;
  const description = event.description?.trim() ? `${event.description.trim()}\n\n${url}` : url;
  const method = opts.method ?? 'PUBLISH';
  const organizer =
    method !== 'PUBLISH' && opts.organizer
      ? [`ORGANIZER;CN=${icsParam(opts.communityName)}:mailto:${opts.organizer}`]
      : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(opts.communityName.replace(/\/\//g, '/'))}//Acara//ID`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    `X-WR-CALNAME:${escapeIcsText(opts.communityName)}`,
    `X-WR-TIMEZONE:${escapeIcsText(opts.timeZone)}`,
    'BEGIN:VEVENT',
    // Stable, so importing the file again updates the same calendar entry instead of adding another.
    `UID:${eventIcsUid(event.id, opts.publicUrl)}`,
    `SEQUENCE:${opts.sequence ?? 0}`,
    `DTSTAMP:${icsUtc(opts.now.toISOString())}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.name)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${url}`,
    ...organizer,
    ...(method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** The event (same visibility as GET /event/{id}: DRAFT only for admins) as a file name and body. */
export async function getEventIcs(
  deps: EventsDeps & { publicUrl: string },
  viewer: Viewer,
  id: number,
): Promise<{ fileName: string; body: string }> {
  const row = await findEventDetail(deps.db, viewer, id);
  if (!row) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  const body = buildEventIcs(
    {
      id: row.id,
      name: row.name,
      location: row.location,
      description: viewer.userId !== null ? row.description : null,
      start: row.start_date,
      end: row.end_date,
    },
    {
      publicUrl: deps.publicUrl,
      timeZone: deps.timeZone,
      now: deps.now(),
      sequence: row.ics_sequence,
      communityName: (await readCommunity(deps.db)).name,
    },
  );
  return { fileName: icsFileName(row), body };
}
