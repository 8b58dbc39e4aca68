import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { SITE } from '../site.ts';

/** The '86' mark of the favicon with the 'Alumni 86' wordmark; links to the landing page. */
export function SiteLogo({
  tone = 'dark',
  link = true,
  onClick,
}: {
  tone?: 'dark' | 'light';
  /** The footer shows the mark without a second link to the landing page. */
  link?: boolean;
  onClick?: () => void;
}) {
  const light = tone === 'light';
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`flex size-10 items-center justify-center rounded-xl font-extrabold text-accent-300 text-lg tracking-tight shadow-sm ${
          light ? 'bg-primary-800 ring-1 ring-white/15' : 'bg-primary-800'
        }`}
      >
        86
      </span>
      <span className="flex flex-col leading-tight">
        <span
          className={`font-extrabold text-lg tracking-tight ${light ? 'text-white' : 'text-primary-900'}`}
        >
          {SITE.name}
        </span>
        <span className={`font-medium text-xs ${light ? 'text-primary-200' : 'text-slate-600'}`}>
          Angkatan 1986
        </span>
      </span>
    </>
  );
  if (!link) return <div className="flex items-center gap-2.5">{content}</div>;
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className="-mx-1 flex min-h-11 items-center gap-2.5 rounded-lg px-1"
    >
      {content}
    </Link>
  );
}
