import { useCommunity } from '#web/api/get-community.ts';
import { useBanners } from '#web/features/landing/api/get-banners.ts';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { Carousel } from './carousel.tsx';
import { EventSlide, HomeSlide } from './hero-slides.tsx';

/** docs/spec.md §9: the hero moves on every 2500 ms. */
export const HERO_AUTOPLAY_MS = 2500;

const FRAME = 'overflow-hidden bg-primary-900 sm:rounded-2xl sm:shadow-card';

/** The HEROES banners in a looping, self-advancing carousel; hidden when there are none or they fail. */
export function HeroCarousel() {
  const banners = useBanners('HEROES');
  const { community } = useCommunity();

  if (banners.isPending) return <HeroSkeleton />;
  if (banners.isError || banners.data.length === 0) return null;

  return (
    <Carousel
      label={HOME_TEXT.hero.label(community.shortName)}
      items={banners.data}
      getKey={(b) => b.id}
      slideClassName="basis-full"
      autoplayDelay={HERO_AUTOPLAY_MS}
      oneAtATime
      tone="dark"
      className={FRAME}
      renderSlide={(banner, i) =>
        banner.bannerType === 'BANNER_HOME' ? (
          <HomeSlide banner={banner} eager={i === 0} />
        ) : (
          <EventSlide banner={banner} eager={i === 0} />
        )
      }
    />
  );
}

/** The hero's shape in navy while the banners load (a light skeleton would flash against the dark frame). */
function HeroSkeleton() {
  const block = 'animate-pulse rounded-md bg-white/10';
  return (
    <div role="status" aria-label={HOME_TEXT.hero.loading} className={FRAME}>
      <div aria-hidden="true" className="flex flex-col lg:block lg:min-h-[26rem] lg:aspect-[16/6] lg:p-12">
        <div className="aspect-[8/3] w-full animate-pulse bg-white/5 lg:hidden" />
        <div className="px-5 py-5 sm:px-8 lg:max-w-xl lg:p-0">
          <div className={`h-9 w-3/4 ${block}`} />
          <div className={`mt-5 h-4 w-full ${block}`} />
          <div className={`mt-2.5 h-4 w-11/12 ${block}`} />
          <div className={`mt-2.5 h-4 w-7/12 ${block}`} />
          <div className={`mt-6 h-12 w-40 ${block}`} />
        </div>
      </div>
      <div className="h-14" />
    </div>
  );
}
