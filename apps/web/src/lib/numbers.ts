/**
 * '1.234' as Indonesians write numbers. One formatter for the whole app: `Number#toLocaleString` builds a
 * new one on every call, which costs a phone's main thread milliseconds per number (docs/decisions/034).
 */
let format: Intl.NumberFormat | undefined;

export function formatCount(n: number): string {
  format ??= new Intl.NumberFormat('id-ID');
  return format.format(n);
}
