/**
 * The short mark of the community drawn in the logo square and the big decorative numbers: the last word of
 * its short name when it is short ('Alumni 86' → '86'), else the initials of its first two words.
 */
export function communityMark(shortName: string): string {
  const words = shortName.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  if (last.length > 0 && last.length <= 3) return last.toUpperCase();
  return (
    words
      .slice(0, 2)
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase() || '•'
  );
}
