/**
 * '@' mentions in comment text, mirroring the server's rule (packages/contract comments.ts): '@' then a
 * username of letters, digits, '.' and '_', not inside a word or an email address ('a@b.id').
 */

const USERNAME_CHAR = /[A-Za-z0-9._]/;
/** Characters that, right before '@', make it part of a word or an email address, not a mention. */
const WORD_BEFORE = /[A-Za-z0-9._@]/;
export const MENTION_MAX = 30;

export interface ActiveMention {
  /** Index of the '@'. */
  start: number;
  /** End of the username being typed (the caret, or further when the caret is inside the word). */
  end: number;
  /** What follows the '@' up to the caret ('' right after typing '@'). */
  query: string;
}

/** The mention being typed at the caret, or null. */
export function activeMention(text: string, caret: number): ActiveMention | null {
  let i = caret;
  while (i > 0 && USERNAME_CHAR.test(text.charAt(i - 1))) i -= 1;
  const at = i - 1;
  if (at < 0 || text.charAt(at) !== '@') return null;
  if (at > 0 && WORD_BEFORE.test(text.charAt(at - 1))) return null;
  const query = text.slice(i, caret);
  if (query.length > MENTION_MAX) return null;
  let end = caret;
  while (end < text.length && USERNAME_CHAR.test(text.charAt(end))) end += 1;
  return { start: at, end, query };
}

/** Replaces the mention being typed with '@username ' and gives the caret after it. */
export function insertMention(
  text: string,
  mention: ActiveMention,
  username: string,
): { text: string; caret: number } {
  const before = text.slice(0, mention.start);
  const after = text.slice(mention.end);
  const inserted = `@${username}${/^\s/.test(after) ? '' : ' '}`;
  const caret = before.length + inserted.length + (/^\s/.test(after) ? 1 : 0);
  return { text: before + inserted + after, caret };
}

export type MentionSegment =
  | { type: 'text'; text: string }
  | { type: 'mention'; username: string; text: string };

const MENTION = /(?<![A-Za-z0-9._@])@([A-Za-z0-9._]+)/g;

/**
 * Splits text into plain runs and mentions. Dots ending a mention ('@siti.') are the sentence's, not the
 * username's, so they stay in the text after it.
 */
export function splitMentions(text: string): MentionSegment[] {
  const out: MentionSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(MENTION)) {
    const raw = m[1] ?? '';
    const username = raw.replace(/\.+$/, '');
    if (!username || username.length > MENTION_MAX) continue;
    const index = m.index ?? 0;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    out.push({ type: 'mention', username, text: `@${username}` });
    last = index + 1 + username.length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}
