/**
 * '1.234' as Indonesians write numbers. Whole numbers are written out by hand: `Number#toLocaleString`
 * builds a formatter on every call and the first `Intl.NumberFormat` loads the browser's locale data, both
 * milliseconds of a phone's main thread on the first screen (docs/decisions/034). Anything else goes
 * through one shared `Intl.NumberFormat`.
 */
let format: Intl.NumberFormat | undefined;

export function formatCount(n: number): string {
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    return n < 0 ? `-${digits}` : digits;
  }
  format ??= new Intl.NumberFormat('id-ID');
  return format.format(n);
}
