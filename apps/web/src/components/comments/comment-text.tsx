import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LINK_REL, linkify } from '#web/components/ui/linkified-text.tsx';
import { paths } from '#web/lib/paths.ts';
import { splitMentions } from './mention.ts';

const LINK =
  'font-semibold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-900';

/** A member's public profile by username. */
export const memberProfileHref = (username: string) => paths.memberProfile(username);

/** The text's pieces as nodes, each keyed by its character offset (stable for one text). */
function pieces(text: string, mentionHref: (username: string) => string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const part of linkify(text)) {
    if (part.type === 'link') {
      nodes.push(
        <a key={offset} href={part.href} target="_blank" rel={LINK_REL} className={LINK}>
          {part.value}
        </a>,
      );
      offset += part.value.length;
      continue;
    }
    for (const seg of splitMentions(part.value)) {
      nodes.push(
        seg.type === 'mention' ? (
          <Link key={offset} to={mentionHref(seg.username)} className={LINK}>
            {seg.text}
          </Link>
        ) : (
          <span key={offset}>{seg.text}</span>
        ),
      );
      offset += seg.text.length;
    }
  }
  return nodes;
}

/**
 * A comment as TEXT: http(s) addresses become safe links (new tab, rel ugc) and '@username' links to the
 * member's profile. Addresses are found first so an '@' inside one ('https://x.id/@budi') stays part of it.
 */
export function CommentText({
  text,
  mentionHref = memberProfileHref,
}: {
  text: string;
  /** Where '@username' leads: the member profile by default; the back office passes its user page. */
  mentionHref?: (username: string) => string;
}) {
  return (
    <p className="whitespace-pre-line text-[17px] text-slate-800 leading-relaxed [overflow-wrap:anywhere]">
      {pieces(text, mentionHref)}
    </p>
  );
}
