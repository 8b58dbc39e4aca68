import type { EventDetail } from '@alumni/contract';
import { parseEventDate } from '#web/lib/dates.ts';

/** Google's URL limit is generous but not endless: a long description is cut, the page link always stays. */
export const DETAILS_MAX = 1500;

/** Date -> '20260314T120000Z' (UTC), the form both Google Calendar and iCalendar read. */
export function calendarStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The event's page on this site (the link put into calendar entries). */
export function eventPageUrl(eventId: number, origin: string): string {
  return `${origin.replace(/\/$/, '')}/event/${eventId}`;
}

/**
 * "Add to Google Calendar": https://calendar.google.com/calendar/render?action=TEMPLATE with the name,
 * UTC start/end, details (the description members can see, then the page link) and the location. Null
 * when the start date cannot be read.
 */
export function googleCalendarUrl(
  event: Pick<EventDetail, 'id' | 'name' | 'startDate' | 'endDate' | 'location' | 'description'>,
  origin: string,
): string | null {
  const start = parseEventDate(event.startDate);
  if (!start) return null;
  const parsedEnd = parseEventDate(event.endDate);
  const end = parsedEnd && parsedEnd.getTime() >= start.getTime() ? parsedEnd : start;
  const page = eventPageUrl(event.id, origin);
  let description = event.description?.trim() ?? '';
  if (description.length > DETAILS_MAX) description = `${description.slice(0, DETAILS_MAX).trimEnd()}…`;
  const details = description ? `${description}\n\n${page}` : page;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${calendarStamp(start)}/${calendarStamp(end)}`,
    details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
