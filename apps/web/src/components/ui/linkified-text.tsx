/**
 * User text with its web addresses made clickable, safely: only http(s) URLs become links (never
 * javascript:, data:, vbscript: or a relative path), addresses carrying a user name or password
 * ('https://bank.example@evil.example') stay text, and every link opens in a new tab with
 * rel="noopener noreferrer nofollow ugc". Everything else is rendered as React text (escaped), so
 * markup in the text stays visible characters.
 */

export type TextPart = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

export const LINK_REL = 'noopener noreferrer nofollow ugc';

/** A candidate: http:// or https:// up to whitespace, quotes or angle brackets. */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually ends the sentence rather than the address. */
const TRAILING = /[.,;:!?'"\]}>]+$/;

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n += 1;
  return n;
}

/** 'https://x.id/a).' -> 'https://x.id/a' but 'https://id.wikipedia.org/wiki/Batik_(kain)' is kept. */
function trimTrailing(candidate: string): string {
  let s = candidate;
  for (;;) {
    const before = s;
    s = s.replace(TRAILING, '');
    if (s.endsWith(')') && count(s, ')') > count(s, '(')) s = s.slice(0, -1);
    if (s === before) return s;
  }
}

/** The URL's normalised href when it is a safe http(s) address with a host, else null. */
export function safeHref(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

/** Splits text into plain parts and safe links; adjacent text is merged. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.type === 'text') last.value += value;
    else parts.push({ type: 'text', value });
  };
  let index = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const value = trimTrailing(match[0]);
    const href = safeHref(value);
    pushText(text.slice(index, start));
    if (href) parts.push({ type: 'link', value, href });
    else pushText(value);
    index = start + value.length;
  }
  pushText(text.slice(index));
  return parts;
}

/**
 * The text with links. Line breaks are kept (whitespace-pre-line) and long addresses wrap instead of
 * widening the page on a phone.
 */
export function LinkifiedText({
  text,
  as: Tag = 'span',
  className = '',
  linkClassName = 'font-semibold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-900',
}: {
  text: string;
  as?: 'span' | 'p' | 'div';
  className?: string;
  linkClassName?: string;
}) {
  return (
    <Tag className={`whitespace-pre-line [overflow-wrap:anywhere] ${className}`}>
      {linkify(text).map((part, i) =>
        part.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text never reorder
          <a key={i} href={part.href} target="_blank" rel={LINK_REL} className={linkClassName}>
            {part.value}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text never reorder
          <span key={i}>{part.value}</span>
        ),
      )}
    </Tag>
  );
}
