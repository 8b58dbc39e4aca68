import { Link } from 'react-router';
import { useCommunity } from '#web/api/get-community.ts';
import { communityMark } from '#web/lib/community-mark.ts';
import { paths } from '#web/lib/paths.ts';

/** The community's logo (or its mark, '86') with its short and full name (community settings); links to the landing page. */
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
  const { community } = useCommunity();
  const content = (
    <>
      {community.logo ? (
        <img
          src={community.logo}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-xl object-cover shadow-sm"
        />
      ) : (
        <span
          aria-hidden="true"
          className={`flex size-10 items-center justify-center rounded-xl font-extrabold text-accent-300 text-lg tracking-tight shadow-sm ${
            light ? 'bg-primary-800 ring-1 ring-white/15' : 'bg-primary-800'
          }`}
        >
          {communityMark(community.shortName)}
        </span>
      )}
      <span className="flex flex-col leading-tight">
        <span
          className={`font-extrabold text-lg tracking-tight ${light ? 'text-white' : 'text-primary-900'}`}
        >
          {community.shortName}
        </span>
        {community.name !== community.shortName && (
          <span
            className={`max-w-48 truncate font-medium text-xs ${light ? 'text-primary-200' : 'text-slate-600'}`}
          >
            {community.name}
          </span>
        )}
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
