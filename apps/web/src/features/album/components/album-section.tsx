import { isAdminRole } from '@alumni/contract/constants';
import { EyeOff, ImageOff, Images, LockKeyhole, LogIn, RotateCw, Star } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ALBUM_TEXT } from '#web/features/album/album-text.ts';
import { useAlbum } from '#web/features/album/api/get-album.ts';
import { THUMB_SIZES, WIDE_THUMB_SIZES } from '#web/features/album/photo-sources.ts';
import { ApiError } from '#web/lib/api.ts';
import { sizedPictureSources as photoSources } from '#web/lib/image-widths.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/use-session.ts';
import { PhotoViewer } from './photo-viewer.tsx';
import { Uploader } from './uploader.tsx';

const T = ALBUM_TEXT;
const GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-4';
/** The back office's wider column: six from lg. */
const WIDE_GRID = `${GRID} lg:grid-cols-6`;
const CARD = 'scroll-mt-24 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6';

/**
 * 'Album Foto' of an event (docs/decisions/032-event-album.md): the photos newest first in square
 * thumbnails (fixed boxes, so nothing moves as they load; each downloads the copy near its shown width),
 * 'Muat lagi' for the next 60, 'Tambah Foto' for those who may add, and the full-screen viewer. A visitor of
 * a members-only album sees 'Masuk untuk melihat album'. `?foto=<id>` (a shared link) opens that photo.
 */
export default function AlbumSection({
  eventId,
  eventName,
  wide = false,
}: {
  eventId: number;
  eventName: string;
  /** In the back office's event page (6 columns from lg) rather than the event page's left column. */
  wide?: boolean;
}) {
  const grid = wide ? WIDE_GRID : GRID;
  const headingId = useId();
  const session = useSession();
  const location = useLocation();
  const viewer = session ? session.user.id : 'guest';
  const admin = session !== null && isAdminRole(session.user.role);
  const album = useAlbum(eventId, viewer);
  const [open, setOpen] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  const pages = album.data?.pages;
  const first = pages?.[0];
  const photos = useMemo(() => pages?.flatMap((p) => p.photos) ?? [], [pages]);
  const total = first?.total ?? 0;
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = album;
  const needMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  // A shared link (…?foto=12#album) or the history's 'Album Foto' (#album): the album comes into view once
  // it has loaded (it loads after the page, so the browser's own jump to #album found nothing).
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived || (!album.data && !album.isError)) return;
    setArrived(true);
    if (location.hash === '#album') sectionRef.current?.scrollIntoView({ block: 'start' });
    const wanted = Number(new URLSearchParams(location.search).get('foto'));
    const at = photos.findIndex((p) => p.id === wanted);
    if (at >= 0) setOpen(at);
  }, [arrived, album.data, album.isError, location.hash, location.search, photos]);

  // Someone else removed photos meanwhile: the viewer never points past the end.
  const shown = open !== null && open < photos.length ? open : null;

  if (album.isError && album.error instanceof ApiError && album.error.status === 401) {
    return (
      <section id="album" ref={sectionRef} aria-labelledby={headingId} className={CARD}>
        <h2 id={headingId} className="font-bold text-2xl text-primary-900">
          {T.title}
        </h2>
        <div className="mt-4 flex flex-col items-start gap-3 rounded-xl bg-primary-50 p-4 sm:flex-row sm:items-center">
          <LockKeyhole aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
          <p className="flex-1 text-base text-slate-800">{T.signInLead}</p>
          <ButtonLink to={paths.login} state={{ from: location }} variant="primary">
            <LogIn aria-hidden="true" className="size-5" />
            {T.signIn}
          </ButtonLink>
        </div>
      </section>
    );
  }
  // Gone or never published for this viewer: the page around says so already.
  if (album.isError && album.error instanceof ApiError && album.error.status === 404) return null;

  return (
    <section id="album" ref={sectionRef} aria-labelledby={headingId} className={CARD}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-bold text-2xl text-primary-900">
          {T.title}
        </h2>
        {first && <p className="font-semibold text-base text-slate-700">{T.count(total)}</p>}
      </div>

      {first?.canUpload && <Uploader eventId={eventId} remaining={first.remaining} onListed={setUploading} />}

      <div aria-busy={album.isPending} className="mt-4">
        {album.isPending ? (
          <div role="status" aria-label={T.loading} className={grid}>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="aspect-square w-full rounded-lg" />
            ))}
          </div>
        ) : album.isError && !first ? (
          <EmptyState
            icon={ImageOff}
            title={T.loadFailed}
            action={
              <Button variant="secondary" onClick={() => void album.refetch()} loading={album.isFetching}>
                <RotateCw aria-hidden="true" className="size-5" />
                {T.retry}
              </Button>
            }
            className="py-8"
          />
        ) : photos.length === 0 ? (
          uploading ? null : (
            <EmptyState
              icon={Images}
              title={T.emptyTitle}
              description={first?.canUpload ? T.emptyCanUpload : T.emptyNoUpload}
              className="py-8"
            />
          )
        ) : (
          <ul aria-label={T.gridLabel} className={grid}>
            {photos.map((photo, i) => (
              <li key={photo.id} className="relative">
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  aria-label={T.open(i + 1)}
                  className="block aspect-square w-full overflow-hidden rounded-lg bg-primary-100 outline-offset-2 focus-visible:outline-3 focus-visible:outline-primary-600"
                >
                  <img
                    {...photoSources(photo, wide ? WIDE_THUMB_SIZES : THUMB_SIZES)}
                    alt={T.photoAlt(i + 1, total, eventName)}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    decoding="async"
                    className={`size-full object-cover transition-opacity hover:opacity-90 ${photo.hidden ? 'opacity-50' : ''}`}
                  />
                </button>
                {(photo.hidden || (admin && photo.picked)) && (
                  <span className="pointer-events-none absolute top-1.5 left-1.5 flex gap-1">
                    {photo.hidden && (
                      <span className="flex size-7 items-center justify-center rounded-full bg-slate-900/80 text-white">
                        <EyeOff aria-hidden="true" className="size-4" />
                        <span className="sr-only">{T.hiddenMark}</span>
                      </span>
                    )}
                    {admin && photo.picked && (
                      <span className="flex size-7 items-center justify-center rounded-full bg-accent-400 text-primary-900">
                        <Star aria-hidden="true" className="size-4 fill-current" />
                        <span className="sr-only">{T.pickedMark}</span>
                      </span>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      {hasNextPage && (
        <div className="mt-5 flex justify-center">
          <Button variant="secondary" onClick={needMore} loading={isFetchingNextPage}>
            {T.more}
          </Button>
        </div>
      )}

      {shown !== null && (
        <PhotoViewer
          eventId={eventId}
          eventName={eventName}
          photos={photos}
          index={shown}
          total={total}
          admin={admin}
          onIndex={setOpen}
          onNeedMore={needMore}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
