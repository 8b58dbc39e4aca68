import { COMMUNITY_TIME_ZONE } from '#web/lib/dates.ts';

const monthYear = new Intl.DateTimeFormat('id-ID', {
  timeZone: COMMUNITY_TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

/** 'November 2026' in the community's zone; '' for an unreadable instant. */
export function monthHeading(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : monthYear.format(d);
}

/** Consecutive items of the same month and year under one heading (the list is newest first). */
export function groupByMonth<T extends { time: string }>(items: T[]): { heading: string; items: T[] }[] {
  const groups: { heading: string; items: T[] }[] = [];
  for (const item of items) {
    const heading = monthHeading(item.time);
    const last = groups[groups.length - 1];
    if (last && last.heading === heading) last.items.push(item);
    else groups.push({ heading, items: [item] });
  }
  return groups;
}
