import { useCommunity } from '#web/api/get-community.ts';
import { JoinCallToAction } from '#web/components/community/join-call-to-action.tsx';
import { InTurn } from '#web/lib/hydration-turns.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { CategoryTiles } from './components/category-tiles.tsx';
import { GallerySection } from './components/gallery-section.tsx';
import { HeroCarousel } from './components/hero-carousel.tsx';
import { LatestEvents } from './components/latest-events.tsx';
import { MemberWelcome } from './components/member-welcome.tsx';
import { HOME_TEXT } from './home-text.ts';

/**
 * The landing page (docs/spec.md §2, '/'): the signed-in member's greeting, the hero carousel, the latest
 * events, the categories, the gallery and, for visitors, an invitation to join. Every section loads on its
 * own with a skeleton and steps aside (or says so briefly) when it has nothing to show.
 */
export function HomePage() {
  useDocumentTitle(HOME_TEXT.pageTitle);
  const session = useSession();
  const { community } = useCommunity();

  return (
    <div className="flex flex-col gap-12 pb-14 sm:gap-16 sm:pb-20">
      <h1 className="sr-only">{HOME_TEXT.heading(community.shortName, community.name)}</h1>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 sm:gap-6 sm:px-4 sm:pt-6">
        {session && (
          <div className="px-4 pt-4 sm:px-0 sm:pt-0">
            <MemberWelcome session={session} />
          </div>
        )}
        <InTurn>
          <HeroCarousel />
        </InTurn>
      </div>
      <InTurn>
        <LatestEvents />
      </InTurn>
      <InTurn>
        <CategoryTiles />
      </InTurn>
      <InTurn>
        <GallerySection />
      </InTurn>
      {!session && (
        <div className="mx-auto w-full max-w-6xl px-4">
          <InTurn>
            <JoinCallToAction title={HOME_TEXT.join.title} body={HOME_TEXT.join.body} />
          </InTurn>
        </div>
      )}
    </div>
  );
}
