/**
 * Companion names as stored in `event_participants.companion_names` (docs/decisions/031-companions.md): a JSON
 * array of strings, or null when none were given. Back as a list; null when none or the text is not such an array.
 */
export function parseCompanionNames(text: string | null): string[] | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null;
  } catch {
    return null;
  }
}
