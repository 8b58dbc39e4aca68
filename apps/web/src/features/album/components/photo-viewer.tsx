import type { EventPhoto } from '@alumni/contract';
import { ChevronLeft, ChevronRight, Download, Eye, EyeOff, Share2, Star, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useModalDialog } from '#web/components/ui/use-modal-dialog.ts';
import { ALBUM_TEXT } from '#web/features/album/album-text.ts';
import { useDeletePhoto, useModeratePhoto } from '#web/features/album/api/change-photo.ts';
import { VIEWER_SIZES } from '#web/features/album/photo-sources.ts';
import { sizedPictureSources as photoSources } from '#web/lib/image-widths.ts';
import { paths } from '#web/lib/paths.ts';

const T = ALBUM_TEXT.viewer;
/** A horizontal move longer than this (CSS px) and wider than tall is a swipe. */
const SWIPE_MIN = 50;

const TOOL =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-2 font-semibold text-base text-white hover:bg-white/15 active:bg-white/25 disabled:opacity-40';
/** An action under the photo: its icon over a short label on a phone, side by side from sm. */
const ACTION =
  'inline-flex min-h-11 min-w-16 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 font-semibold text-sm text-white hover:bg-white/15 active:bg-white/25 disabled:opacity-50 sm:flex-row sm:gap-2 sm:px-3 sm:text-base';

export interface PhotoViewerProps {
  eventId: number;
  eventName: string;
  photos: readonly EventPhoto[];
  index: number;
  /** Every photo of the album the caller sees (the counter's N): more may still be loading. */
  total: number;
  admin: boolean;
  onIndex: (index: number) => void;
  /** Reached the last loaded photo while the album has more: load the next page. */
  onNeedMore: () => void;
  onClose: () => void;
}

/**
 * The full-screen viewer (a modal dialog: focus kept inside, Escape closes): one photo as large as the
 * screen allows, '3 / 12', arrows, the arrow keys and a swipe to move; 'Unduh' (the kept original),
 * 'Bagikan' (the phone's share sheet, else the link copied with 'Tautan disalin'), 'Hapus' for the uploader
 * and admins, and for admins 'Sembunyikan'/'Tampilkan' and 'Pilih untuk beranda'.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const { eventId, eventName, photos, index, total, admin, onIndex, onNeedMore, onClose } = props;
  const closeRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog({ onClose, initialFocus: closeRef });
  const toast = useToast();
  const remove = useDeletePhoto(eventId);
  const moderate = useModeratePhoto(eventId);
  const [confirming, setConfirming] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  const hasPrevious = index > 0;
  const hasNext = index < total - 1;

  const go = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= total) return;
    if (next >= photos.length) {
      onNeedMore();
      return;
    }
    onIndex(next);
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') goRef.current(-1);
      else if (e.key === 'ArrowRight') goRef.current(1);
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, [ref]);

  // The next page arrives while the last loaded photo shows: a pending 'next' moves on.
  useEffect(() => {
    if (index >= photos.length - 3 && photos.length < total) onNeedMore();
  }, [index, photos.length, total, onNeedMore]);

  // The neighbour the member is most likely to open next starts loading now.
  useEffect(() => {
    const neighbour = photos[index + 1];
    if (!neighbour) return;
    const img = new Image();
    const s = photoSources(neighbour, VIEWER_SIZES);
    if (s.sizes) img.sizes = s.sizes;
    if (s.srcSet) img.srcset = s.srcSet;
    img.src = s.src;
  }, [photos, index]);

  if (!photo) return null;

  const share = async () => {
    const url = `${window.location.origin}${paths.event(eventId)}?foto=${photo.id}#album`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: eventName, text: T.shareText(eventName), url });
      } catch {
        // Closed by the member: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ type: 'success', title: T.copied });
    } catch {
      toast.show({ type: 'error', title: T.copyFailed, message: url });
    }
  };

  const change = (v: { hidden?: boolean; picked?: boolean }) =>
    moderate.mutate(
      { photoId: photo.id, ...v },
      {
        onSuccess: () => toast.show({ type: 'success', title: T.changed }),
        onError: (e) => toast.show({ type: 'error', title: T.failedTitle, message: e.message }),
      },
    );

  const confirmDelete = () =>
    remove.mutate(photo.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.show({ type: 'success', title: T.deleted });
        if (photos.length <= 1) onClose();
        else if (index >= photos.length - 1) onIndex(index - 1);
      },
      onError: (e) => {
        setConfirming(false);
        toast.show({ type: 'error', title: T.failedTitle, message: e.message });
      },
    });

  const sources = photoSources(photo, VIEWER_SIZES);
  const counter = T.counter(index + 1, total);
  return (
    <dialog
      ref={ref}
      aria-label={T.label}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 px-2 py-2 sm:px-4">
          {/* Close on the left: an alert raised here shows at the top right, over whatever is there. */}
          <button ref={closeRef} type="button" onClick={onClose} className={TOOL} aria-label={T.close}>
            <X aria-hidden="true" className="size-6" />
          </button>
          <p className="px-2 font-semibold text-base tabular-nums" aria-live="polite">
            {counter}
          </p>
        </div>

        <div
          className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center"
          onPointerDown={(e) => {
            start.current = { x: e.clientX, y: e.clientY };
          }}
          onPointerUp={(e) => {
            const from = start.current;
            start.current = null;
            if (!from) return;
            const dx = e.clientX - from.x;
            if (Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          <img
            key={photo.id}
            {...sources}
            alt={`${ALBUM_TEXT.photoAlt(index + 1, total, eventName)}${photo.uploaderName ? `. ${ALBUM_TEXT.uploadedBy(photo.uploaderName)}` : ''}`}
            width={photo.width}
            height={photo.height}
            draggable={false}
            className="max-h-full max-w-full object-contain"
          />
          <button
            type="button"
            onClick={() => go(-1)}
            disabled={!hasPrevious}
            aria-label={T.previous}
            className="-translate-y-1/2 absolute top-1/2 left-2 hidden size-12 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/30 hover:bg-slate-800 disabled:invisible sm:flex"
          >
            <ChevronLeft aria-hidden="true" className="size-7" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={!hasNext}
            aria-label={T.next}
            className="-translate-y-1/2 absolute top-1/2 right-2 hidden size-12 items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/30 hover:bg-slate-800 disabled:invisible sm:flex"
          >
            <ChevronRight aria-hidden="true" className="size-7" />
          </button>
        </div>

        <div className="px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-4">
          {(photo.uploaderName || photo.hidden) && (
            <p className="px-2 pb-1 text-center text-slate-200 text-sm">
              {photo.hidden ? T.hiddenNote : ALBUM_TEXT.uploadedBy(photo.uploaderName ?? '')}
            </p>
          )}
          <div className="flex items-start justify-between gap-1">
            <button
              type="button"
              onClick={() => go(-1)}
              disabled={!hasPrevious}
              aria-label={T.previous}
              className={`${TOOL} sm:invisible`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <div className="flex flex-1 flex-wrap items-start justify-center gap-1">
              <a href={photo.path} download={`foto-${eventId}-${photo.id}.webp`} className={ACTION}>
                <Download aria-hidden="true" className="size-5" />
                {T.download}
              </a>
              <button type="button" onClick={() => void share()} className={ACTION}>
                <Share2 aria-hidden="true" className="size-5" />
                {T.share}
              </button>
              {photo.canDelete && (
                <button type="button" onClick={() => setConfirming(true)} className={ACTION}>
                  <Trash2 aria-hidden="true" className="size-5" />
                  {T.delete}
                </button>
              )}
              {admin && (
                <>
                  <button
                    type="button"
                    onClick={() => change({ hidden: !photo.hidden })}
                    disabled={moderate.isPending}
                    className={ACTION}
                  >
                    {photo.hidden ? (
                      <Eye aria-hidden="true" className="size-5" />
                    ) : (
                      <EyeOff aria-hidden="true" className="size-5" />
                    )}
                    {photo.hidden ? T.show : T.hide}
                  </button>
                  <button
                    type="button"
                    aria-pressed={photo.picked}
                    onClick={() => change({ picked: !photo.picked })}
                    disabled={moderate.isPending}
                    className={`${ACTION} ${photo.picked ? 'bg-accent-400/20 text-accent-200' : ''}`}
                  >
                    <Star aria-hidden="true" className={`size-5 ${photo.picked ? 'fill-current' : ''}`} />
                    {T.pick}
                  </button>
                </>
              )}
            </div>
            <button
              type="button"
              onClick={() => go(1)}
              disabled={!hasNext}
              aria-label={T.next}
              className={`${TOOL} sm:invisible`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        status="danger"
        title={T.confirmTitle}
        message={T.confirmMessage}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
        returnFocusRef={closeRef}
      />
    </dialog>
  );
}
