/** Up to two initials for an avatar without a picture: 'Siti Rahmawati' -> 'SR', 'budi' -> 'B'. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const first = words[0];
  if (!first) return '?';
  const letter = (w: string) => (w.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase();
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return letter(first) + (last ? letter(last) : '');
}

/** docs/spec.md §9: an event name on a card is cut to 35 characters (plus '…') once it is longer than 40. */
export const EVENT_NAME_MAX = 40;
export const EVENT_NAME_CUT = 35;

/**
 * The card title: names up to 40 characters stay whole; longer ones become their first 35 characters
 * (trailing spaces dropped) and '…'. Counts characters, not UTF-16 units, so an emoji is never split.
 */
export function truncateEventName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= EVENT_NAME_MAX) return name;
  return `${chars.slice(0, EVENT_NAME_CUT).join('').trimEnd()}…`;
}
