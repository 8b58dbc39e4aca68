/** docs/spec.md §9: names in the admin tables are cut at 30 characters plus an ellipsis. */
export const ADMIN_CUT_MAX = 30;

/**
 * The first `max` characters and '…' when the text is longer (trailing spaces before the ellipsis dropped);
 * the text itself otherwise. Counts characters, not UTF-16 units, so an emoji is never split.
 */
export function cutText(text: string, max: number = ADMIN_CUT_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
