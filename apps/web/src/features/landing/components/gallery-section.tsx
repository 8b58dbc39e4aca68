import type { Banner } from '@alumni/contract';
import { CalendarDays, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateId, parseEventDate } from '#web/lib/dates.ts';
import { pictureSources } from '#web/lib/image-widths.ts';
import { useBanners } from '../api/get-banners.ts';
import { HOME_TEXT } from '../home-text.ts';
import { Carousel } from './carousel.tsx';
import { LandingSection, SectionHeader } from './section-header.tsx';

const T = HOME_TEXT.gallery;
const SLIDE = 'basis-[88%] sm:basis-1/2';

/** 'Galeri Acara': the GALLERY banners as captioned pictures, moved by hand (no autoplay). */
export function GallerySection() {
  const gallery = useBanners('GALLERY');
  if (gallery.isError || (gallery.data && gallery.data.length === 0)) return null;

  return (
    <LandingSection id="home-gallery">
      <SectionHeader id="home-gallery" title={T.title} lead={T.lead} />
      {gallery.data ? (
        <Carousel
          label={T.label}
          items={gallery.data}
          getKey={(b) => b.id}
          slideClassName={SLIDE}
          gap={{ container: '-ml-4', slide: 'pl-4' }}
          tone="light"
          renderSlide={(banner) => <GalleryPicture banner={banner} />}
        />
      ) : (
        <div role="status" aria-label={T.loading} className="flex gap-4 overflow-hidden">
          {[0, 1].map((i) => (
            <div key={i} aria-hidden="true" className={`min-w-0 shrink-0 ${SLIDE}`}>
              <Skeleton className="aspect-[8/3] w-full rounded-card" />
              <Skeleton className="mt-3 h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/3" />
            </div>
          ))}
        </div>
      )}
    </LandingSection>
  );
}

function GalleryPicture({ banner }: { banner: Banner }) {
  const [failed, setFailed] = useState(false);
  const when = banner.extendInfo.date ? parseEventDate(banner.extendInfo.date) : null;
  return (
    <figure className="h-full">
      <div className="overflow-hidden rounded-card bg-primary-100 shadow-card">
        {failed ? (
          <div aria-hidden="true" className="flex aspect-[8/3] items-center justify-center text-primary-400">
            <ImageOff className="size-10" />
          </div>
        ) : (
          <img
            {...pictureSources(banner.bannerUrl, 'gallery')}
            alt=""
            width={1600}
            height={600}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            className="aspect-[8/3] w-full object-cover"
          />
        )}
      </div>
      {(banner.name || when) && (
        <figcaption className="mt-3 px-1">
          {banner.name && (
            <span className="block font-bold text-lg text-primary-900 leading-snug [overflow-wrap:anywhere]">
              {banner.name}
            </span>
          )}
          {when && (
            <span className="mt-1 flex items-center gap-1.5 text-base text-slate-700">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
              {formatDateId(when)}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
