import type { Banner, PickedPhoto } from '@alumni/contract';
import { CalendarDays, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePickedPhotos } from '#web/api/get-picked-photos.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useBanners } from '#web/features/landing/api/get-banners.ts';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { formatDateId, parseEventDate } from '#web/lib/dates.ts';
import { pictureSources, sizedPictureSources } from '#web/lib/image-widths.ts';
import { paths } from '#web/lib/paths.ts';
import { Carousel } from './carousel.tsx';
import { LandingSection, SectionHeader } from './section-header.tsx';

const T = HOME_TEXT.gallery;
const SLIDE = 'basis-[88%] sm:basis-1/2';
const PHOTO_SLIDE = 'basis-[72%] sm:basis-1/3';
/** A picked photo's slide: 72% of the column on a phone, a third of it from sm (PHOTO_SLIDE, 16 px gaps). */
const PHOTO_SIZES = '(min-width: 1152px) 368px, (min-width: 640px) calc(33vw - 22px), calc(72vw - 26px)';

/**
 * 'Galeri Acara': the GALLERY banners as captioned pictures, and the album photos the committee picked
 * (docs/decisions/032-event-album.md) each with its event, moved by hand (no autoplay). Both answers come in
 * the landing's HTML (apps/server/src/modules/pages), so the section paints with the page.
 */
export function GallerySection() {
  const gallery = useBanners('GALLERY');
  const picked = usePickedPhotos();
  const banners = gallery.isError ? [] : gallery.data;
  const photos = picked.isError ? [] : picked.data;
  if (banners?.length === 0 && photos?.length === 0) return null;

  return (
    <LandingSection id="home-gallery">
      <SectionHeader id="home-gallery" title={T.title} lead={T.lead} />
      {banners && photos ? (
        <div className="space-y-8">
          {banners.length > 0 && (
            <Carousel
              label={T.label}
              items={banners}
              getKey={(b) => b.id}
              slideClassName={SLIDE}
              gap={{ container: '-ml-4', slide: 'pl-4' }}
              tone="light"
              renderSlide={(banner) => <GalleryPicture banner={banner} />}
            />
          )}
          {photos.length > 0 && (
            <div>
              {banners.length > 0 && (
                <h3 className="mb-3 font-bold text-primary-900 text-xl">{T.photosTitle}</h3>
              )}
              <Carousel
                label={T.photosLabel}
                items={photos}
                getKey={(p) => `photo-${p.id}`}
                slideClassName={PHOTO_SLIDE}
                gap={{ container: '-ml-4', slide: 'pl-4' }}
                tone="light"
                renderSlide={(photo) => <PickedPicture photo={photo} />}
              />
            </div>
          )}
        </div>
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

/** A picked album photo in a fixed 4:3 box, its event's name linking to the event's album. */
function PickedPicture({ photo }: { photo: PickedPhoto }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="h-full">
      <div className="overflow-hidden rounded-card bg-primary-100 shadow-card">
        {failed ? (
          <div aria-hidden="true" className="flex aspect-[4/3] items-center justify-center text-primary-400">
            <ImageOff className="size-10" />
          </div>
        ) : (
          <img
            {...sizedPictureSources(photo, PHOTO_SIZES)}
            alt={T.photoAlt(photo.eventName)}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            className="aspect-[4/3] w-full object-cover"
          />
        )}
      </div>
      <figcaption className="mt-3 px-1">
        <Link
          to={`${paths.event(photo.eventId)}#album`}
          className="inline-flex min-h-11 items-center font-bold text-lg text-primary-800 leading-snug underline-offset-2 [overflow-wrap:anywhere] hover:underline"
        >
          {photo.eventName}
        </Link>
      </figcaption>
    </figure>
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
