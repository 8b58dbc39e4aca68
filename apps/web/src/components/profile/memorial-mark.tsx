import { Flower2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';

/** Where the memorial sits on the profile page (public-profile/memorial/memorial-section.tsx). */
export const MEMORIAL_ANCHOR = 'in-memoriam';

/** The memorial of a classmate who has passed away: their profile, scrolled to its 'In Memoriam' part. */
export const memorialHref = (username: string) => `${paths.memberProfile(username)}#${MEMORIAL_ANCHOR}`;

export const MEMORIAL_MARK_TEXT = {
  mark: 'In Memoriam',
  /** What a screen reader and the tooltip say: neutral for every faith and for men and women alike. */
  label: (name: string) => `${name} telah berpulang. Buka halaman kenangan`,
} as const;

/**
 * The discreet memorial mark ('In Memoriam', docs/decisions/024) beside the name of a classmate who has passed
 * away, wherever they appear as a participant of an event or the author of a comment: a small grey flower and
 * 'In Memoriam', a link to their memorial. Quiet on purpose: it tells, it does not draw the eye.
 */
export function MemorialMark({ name, username }: { name: string; username: string }) {
  const label = MEMORIAL_MARK_TEXT.label(name);
  return (
    <Link
      to={memorialHref(username)}
      aria-label={label}
      title={label}
      data-memorial-mark=""
      className="inline-flex min-h-6 shrink-0 items-center gap-1 rounded-full px-1.5 align-middle font-normal text-slate-600 text-sm not-italic ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-slate-800"
    >
      <Flower2 aria-hidden="true" className="size-3.5" />
      {MEMORIAL_MARK_TEXT.mark}
    </Link>
  );
}
