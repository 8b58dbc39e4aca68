import type { EventGroup } from '@alumni/contract';
import { useCommunity } from '#web/api/get-community.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { EVENT_LIST_TEXT } from '#web/features/events/events-text.ts';
import { communityMark } from '#web/lib/community-mark.ts';
import { pictureSources } from '#web/lib/image-widths.ts';

/** Filtering by group (?g=): the group's 4:1 picture with its full display name under it. */
export function GroupBanner({ group }: { group: EventGroup }) {
  return (
    <figure className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
      {group.imageUrl ? (
        <img
          {...pictureSources(group.imageUrl, 'groupBanner')}
          alt=""
          width={1200}
          height={300}
          fetchPriority="high"
          decoding="async"
          className="aspect-[4/1] w-full bg-primary-100 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[4/1] w-full bg-linear-to-r from-primary-900 via-primary-800 to-primary-600"
        />
      )}
      <figcaption className="flex flex-col gap-0.5 px-4 py-3 sm:px-5 sm:py-4">
        <span className="font-semibold text-accent-700 text-sm uppercase tracking-wide">
          {EVENT_LIST_TEXT.groupLabel}
        </span>
        <span className="font-bold text-lg text-primary-900 sm:text-xl">{group.displayName}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Every other view of /event (all events, a search, a category) carries the community's own banner in the
 * same 4:1 frame, so the page looks the same whichever way a member arrives.
 */
export function EventsBanner() {
  const { community } = useCommunity();
  return (
    <div className="relative flex aspect-[4/1] min-h-28 w-full flex-col justify-center overflow-hidden rounded-card bg-linear-to-r from-primary-900 via-primary-800 to-primary-600 px-5 shadow-card sm:px-10">
      <span
        aria-hidden="true"
        className="-right-2 -bottom-10 sm:-bottom-16 absolute select-none font-extrabold text-[7rem] text-white/10 leading-none sm:text-[12rem]"
      >
        {communityMark(community.shortName)}
      </span>
      <p className="relative font-semibold text-accent-200 text-sm uppercase tracking-wide">
        {EVENT_LIST_TEXT.bannerLabel(community.shortName)}
      </p>
      <p className="relative mt-1 max-w-xl font-bold text-lg text-white leading-snug sm:text-2xl">
        {EVENT_LIST_TEXT.bannerText}
      </p>
    </div>
  );
}

export function GroupBannerSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5"
    >
      <Skeleton className="aspect-[4/1] w-full rounded-none" />
      <div className="px-4 py-3 sm:px-5 sm:py-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-2 h-6 w-2/3" />
      </div>
    </div>
  );
}
