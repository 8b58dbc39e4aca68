import { COMMUNITY_TIME_ZONE } from '#web/lib/dates.ts';
import { MONTHS_ID } from '#web/lib/profile-dates.ts';

/** The month an item falls in: `key` tells months apart, `label` is the heading ('Maret 2026'). */
export interface Month {
  key: string;
  label: string;
}

export interface MonthGroup<T> extends Month {
  items: T[];
}

/**
 * Consecutive items of the same month under one heading, keeping the given order (the lists are newest
 * first); `monthOf` reads an item's month (monthOfDayDate, monthOfInstant).
 */
export function groupByMonth<T>(items: readonly T[], monthOf: (item: T) => Month): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const { key, label } = monthOf(item);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label, items: [item] });
  }
  return groups;
}

/** A 'DD/MM/YYYY' date's month ('Maret 2026'); unreadable text is a month of its own, labelled with the text. */
export function monthOfDayDate(text: string): Month {
  const m = /^\d{2}\/(\d{2})\/(\d{4})$/.exec(text);
  const month = m ? Number(m[1]) : 0;
  return m && month >= 1 && month <= 12
    ? { key: `${m[2]}-${m[1]}`, label: `${MONTHS_ID[month - 1]} ${m[2]}` }
    : { key: text, label: text };
}

// Made on first use (docs/decisions/034): a formatter is costly to build on a phone.
let monthYear: Intl.DateTimeFormat | undefined;

/** 'November 2026' in the community's zone; '' for an unreadable instant. */
export function monthHeading(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  monthYear ??= new Intl.DateTimeFormat('id-ID', {
    timeZone: COMMUNITY_TIME_ZONE,
    month: 'long',
    year: 'numeric',
  });
  return monthYear.format(d);
}

/** An ISO instant's month in the community's zone. */
export function monthOfInstant(iso: string): Month {
  const heading = monthHeading(iso);
  return { key: heading, label: heading };
}
