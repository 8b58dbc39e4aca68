/**
 * Typing helpers of the event form's date and time fields: digits typed on a phone's number pad become
 * 'DD/MM/YYYY' and 'HH:mm' as they come; text that already has its separators is left as typed.
 */

/** '1403' -> '14/03', '14032026' -> '14/03/2026'; '5/1/2026' stays; letters are dropped. */
export function formatDateTyping(raw: string): string {
  const parts = raw.replace(/[^\d/]/g, '').split('/');
  if (parts.length === 1) {
    const digits = (parts[0] ?? '').slice(0, 8);
    if (digits.length <= 2) return digits;
    if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
    return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  }
  // '04/012' (typing on after the first slash came by itself) -> '04/01/2'.
  if (parts.length === 2) {
    const [day = '', rest = ''] = parts;
    return rest.length > 2 ? `${day}/${rest.slice(0, 2)}/${rest.slice(2, 6)}` : `${day}/${rest}`;
  }
  return parts.slice(0, 3).join('/').slice(0, 10);
}

/** '1930' -> '19:30', '193' -> '19:3'; '7:05' and '19.00' stay; letters are dropped. */
export function formatTimeTyping(raw: string): string {
  const kept = raw.replace(/[^\d:.]/g, '');
  if (/[:.]/.test(kept)) return kept.slice(0, 5);
  const digits = kept.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** A picked calendar day as the form's 'DD/MM/YYYY'. */
export function dayToFormDate(day: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(day.getDate())}/${p(day.getMonth() + 1)}/${day.getFullYear()}`;
}
