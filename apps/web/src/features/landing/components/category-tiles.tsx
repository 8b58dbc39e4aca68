import { Link } from 'react-router';
import { useCategories } from '#web/api/get-categories.ts';
import { CategoryIcon } from '#web/components/event/category-icon.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { paths } from '#web/lib/paths.ts';
import { LandingSection, SectionHeader } from './section-header.tsx';

const T = HOME_TEXT.categories;

/** docs/spec.md §9: the landing shows 6 categories. */
export const LANDING_CATEGORIES = 6;

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6';

/** 'Kategori Acara': six tiles, each opening the event list filtered by it (/event?s={id}). */
export function CategoryTiles() {
  const categories = useCategories();
  // Without categories there is nothing to pick from: the section steps aside.
  if (categories.isError || (categories.data && categories.data.datas.length === 0)) return null;
  const shown = categories.data?.datas.slice(0, LANDING_CATEGORIES);

  return (
    <LandingSection id="home-categories">
      <SectionHeader
        id="home-categories"
        title={T.title}
        lead={T.lead}
        seeAll={{ to: paths.events, text: T.seeAll, label: T.seeAllLabel }}
      />
      {shown ? (
        <ul className={GRID}>
          {shown.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.eventsOfCategory(c.id)}
                className="flex h-full min-h-11 flex-col items-center gap-3 rounded-card bg-white px-3 py-5 text-center shadow-card ring-1 ring-slate-900/5 transition-shadow duration-150 hover:shadow-lg hover:ring-primary-200"
              >
                <span className="flex size-16 items-center justify-center overflow-hidden rounded-2xl bg-primary-50 text-primary-700">
                  <CategoryIcon iconUrl={c.iconUrl} className="size-16" />
                </span>
                <span className="font-bold text-lg text-primary-900 leading-tight [overflow-wrap:anywhere]">
                  {c.displayName}
                </span>
                {c.eventCount !== undefined && (
                  <span className="text-base text-slate-700">{T.eventCount(c.eventCount)}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" aria-label={T.loading} className={GRID}>
          {Array.from({ length: LANDING_CATEGORIES }, (_, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
              key={i}
              aria-hidden="true"
              className="flex flex-col items-center gap-3 rounded-card bg-white px-3 py-5 shadow-card ring-1 ring-slate-900/5"
            >
              <Skeleton className="size-16 rounded-2xl" />
              <Skeleton className="h-5 w-20" />
              <Skeleton className="h-4 w-14" />
            </div>
          ))}
        </div>
      )}
    </LandingSection>
  );
}
