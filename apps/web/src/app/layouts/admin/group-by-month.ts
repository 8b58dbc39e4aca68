import { MONTHS_ID as MONTHS } from '#web/lib/profile-dates.ts';
export interface MonthGroup<T> {
  key: string;
  /** 'Maret 2026'. */
  label: string;
  items: T[];
}

/**
 * Groups rows by the month and year of their 'DD/MM/YYYY' actionDate, keeping the given order (newest
 * first from the server); an unreadable date lands in a group of its own labelled with the raw text.
 */
export function groupByMonth<T extends { actionDate: string }>(items: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const m = /^\d{2}\/(\d{2})\/(\d{4})$/.exec(item.actionDate);
    const month = m ? Number(m[1]) : 0;
    const key = m && month >= 1 && month <= 12 ? `${m[2]}-${m[1]}` : item.actionDate;
    const label = m && month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${m[2]}` : item.actionDate;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label, items: [item] });
  }
  return groups;
}
