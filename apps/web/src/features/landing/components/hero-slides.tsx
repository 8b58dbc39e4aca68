import type { Banner } from '@alumni/contract';
import { ArrowRight, CalendarDays, MapPin, MonitorPlay } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useCommunity } from '#web/api/get-community.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { communityMark } from '#web/lib/community-mark.ts';
import { formatDateTimeId, parseEventDate } from '#web/lib/dates.ts';
import { pictureSources } from '#web/lib/image-widths.ts';
import { paths } from '#web/lib/paths.ts';

const T = HOME_TEXT.hero;

/**
 * Slide frame: on phones the banner on top (its own 8:3 shape, nothing cut) fading into a navy panel with
 * the words; from `lg` the banner fills the slide and a navy gradient on the left keeps the words readable.
 */
function SlideFrame({ banner, eager, children }: { banner: Banner; eager: boolean; children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative flex h-full flex-col bg-primary-900 lg:block lg:min-h-[26rem] lg:aspect-[16/6]">
      <div className="relative aspect-[8/3] overflow-hidden lg:absolute lg:inset-0 lg:aspect-auto">
        {!failed && (
          <img
            {...pictureSources(banner.bannerUrl, 'hero')}
            alt=""
            width={1600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-b from-transparent via-primary-900/30 to-primary-900 lg:bg-linear-to-r lg:from-primary-900 lg:from-25% lg:via-primary-900/95 lg:via-55% lg:to-primary-900/10"
        />
      </div>
      <div className="relative flex flex-1 flex-col px-5 pt-1 pb-5 text-white sm:px-8 lg:h-full lg:max-w-2xl lg:justify-center lg:px-12 lg:py-10">
        {children}
      </div>
    </div>
  );
}

/**
 * BANNER_HOME: the community's logo, name, vision and mission from its settings (docs/decisions/021); the
 * banner's own texts (extendInfo.description, .location) only stand in while the settings have none.
 */
export function HomeSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const { community } = useCommunity();
  const vision = community.vision ?? banner.extendInfo.description;
  const mission = community.mission.length > 0 ? community.mission.join(' ') : banner.extendInfo.location;
  const name = banner.name ?? community.shortName;
  return (
    <SlideFrame banner={banner} eager={eager}>
      <div className="flex items-center gap-4">
        {community.logo ? (
          <img
            src={community.logo}
            alt={T.logoAlt(community.shortName)}
            width={64}
            height={64}
            className="size-14 rounded-2xl object-cover shadow-lg ring-2 ring-accent-300/60 sm:size-16"
          />
        ) : (
          <span
            role="img"
            aria-label={T.logoAlt(community.shortName)}
            className="flex size-14 items-center justify-center rounded-2xl bg-primary-800 font-extrabold text-2xl text-accent-300 shadow-lg ring-2 ring-accent-300/60 sm:size-16"
          >
            {communityMark(community.shortName)}
          </span>
        )}
        <h2 className="font-extrabold text-3xl tracking-tight sm:text-4xl">{name}</h2>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-1 lg:gap-4">
        {vision && (
          <div>
            <dt className="font-bold text-accent-300 text-base uppercase tracking-wider">{T.vision}</dt>
            <dd className="mt-1 text-lg text-white leading-snug">{vision}</dd>
          </div>
        )}
        {mission && (
          <div>
            <dt className="font-bold text-accent-300 text-base uppercase tracking-wider">{T.mission}</dt>
            <dd className="mt-1 text-base text-primary-50 leading-snug sm:text-lg">{mission}</dd>
          </div>
        )}
      </dl>
    </SlideFrame>
  );
}

const isLink = (text: string) => /^https?:\/\//i.test(text.trim());

/** 'Sabtu, 14 Maret 2026 · 19.00 WIB' from the banner's 'DD/MM/YYYY HH:mm'; other text as it is. */
function bannerDate(text: string): string {
  const d = parseEventDate(text);
  return d ? formatDateTimeId(d) : text;
}

/** Any other banner: an event with its name, description, place, date and 'Lihat Acara'. */
export function EventSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const { description, location, date } = banner.extendInfo;
  const online = location ? isLink(location) : false;
  const LocationIcon = online ? MonitorPlay : MapPin;
  return (
    <SlideFrame banner={banner} eager={eager}>
      {banner.name && (
        <h2 className="font-extrabold text-2xl leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-3xl lg:text-4xl">
          {banner.name}
        </h2>
      )}
      {description && <p className="mt-3 line-clamp-3 text-lg text-primary-50 leading-snug">{description}</p>}
      {(date || location) && (
        <dl className="mt-4 space-y-2 text-base">
          {date && (
            <div className="flex items-start gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <span className="sr-only">{T.date}</span>
              </dt>
              <dd className="font-semibold">{bannerDate(date)}</dd>
            </div>
          )}
          {location && (
            <div className="flex items-start gap-2">
              <dt>
                <LocationIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <span className="sr-only">{T.location}</span>
              </dt>
              <dd className="line-clamp-2 [overflow-wrap:anywhere]">{online ? T.online : location}</dd>
            </div>
          )}
        </dl>
      )}
      {banner.redirectUrl && (
        <div className="mt-auto pt-5 lg:mt-0 lg:pt-6">
          <ButtonLink
            to={paths.event(banner.redirectUrl)}
            variant="accent"
            size="lg"
            aria-label={banner.name ? `${T.seeEvent}: ${banner.name}` : undefined}
          >
            {T.seeEvent}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      )}
    </SlideFrame>
  );
}
