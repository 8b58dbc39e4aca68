// ---------------------------------------------------------------------------------------------
// Profile dates: 'DD/MM/YYYY' on the wire, 'YYYY-MM-10' stored (docs/spec.md §9: day always 10).
// ---------------------------------------------------------------------------------------------

export const PROFILE_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const STORED_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'DD/MM/YYYY' (a real calendar day, years 1900-2100) -> the stored 'YYYY-MM-10', or null when malformed.
 * Only the month and year count: the day is forced to 10.
 */
export function parseProfileDate(text: string): string | null {
  const m = PROFILE_DATE_PATTERN.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = m.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return null;
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-10`;
}

/** Stored 'YYYY-MM-DD' -> 'DD/MM/YYYY' with day 10; null for null or unreadable text. */
export function formatProfileDate(stored: string | null): string | null {
  const m = stored ? STORED_DATE_PATTERN.exec(stored) : null;
  return m ? `10/${m[2]}/${m[1]}` : null;
}
