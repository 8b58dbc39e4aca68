import type { EventPhoto } from '@alumni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, ImagePlus, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ALBUM_TEXT } from '#web/features/album/album-text.ts';
import { albumQueryOptions } from '#web/features/album/api/get-album.ts';
import { uploadPhoto } from '#web/features/album/api/upload-photo.ts';
import { resizeForUpload } from '#web/features/album/resize.ts';
import { type UploadItem, UploadQueue } from '#web/features/album/upload-queue.ts';

const T = ALBUM_TEXT.upload;

/**
 * 'Tambah Foto': a multi-file picker; each photo is made smaller in the browser (resize.ts) and sent as its own
 * request, three at a time, each with its progress and, when it fails, the server's reason and 'Coba lagi'
 * (upload-queue.ts). The album reads again once the photos in flight are all in.
 */
export function Uploader({
  eventId,
  remaining,
  onListed,
}: {
  eventId: number;
  remaining: number;
  /** Whether photos are listed (being sent or failed): the album's empty state steps aside meanwhile. */
  onListed?: (listed: boolean) => void;
}) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const added = useRef(0);
  const [queue] = useState(
    () =>
      new UploadQueue<EventPhoto>(
        {
          prepare: resizeForUpload,
          send: (picture, name, onProgress) => uploadPhoto(eventId, picture, name, onProgress),
        },
        () => {
          added.current += 1;
        },
      ),
  );
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const busy = items.some((i) => i.status === 'waiting' || i.status === 'resizing' || i.status === 'sending');
  const [capped, setCapped] = useState<number | null>(null);
  const listed = items.length > 0;
  useEffect(() => onListed?.(listed), [listed, onListed]);

  // When the last photo in flight settles: the album reads again, the done rows go, a toast says how many.
  useEffect(() => {
    if (busy || added.current === 0) return;
    const n = added.current;
    added.current = 0;
    void queryClient.invalidateQueries({ queryKey: albumQueryOptions(eventId).queryKey });
    queue.clearDone();
    toast.show({ type: 'success', title: T.doneTitle, message: T.allDone(n) });
  }, [busy, eventId, queryClient, queue, toast]);

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const inFlight = items.filter((i) => i.status !== 'done').length;
    const room = Math.max(0, remaining - inFlight);
    const chosen = [...files].slice(0, room);
    setCapped(files.length > room ? room : null);
    queue.add(chosen);
  };

  const full = remaining <= 0 && !busy;
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* A label styled as the button: the native picker opens on a tap with no script in between. */}
        <label
          htmlFor={inputId}
          aria-disabled={full || undefined}
          className={`${buttonClasses({ variant: 'accent' })} cursor-pointer has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-300`}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {T.button}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={full}
            className="sr-only"
            onChange={(e) => {
              pick(e.currentTarget.files);
              e.currentTarget.value = '';
            }}
          />
        </label>
        <p className="text-base text-slate-700">{full ? T.full : T.remaining(remaining)}</p>
      </div>
      {capped !== null && (
        <p role="status" className="mt-2 font-semibold text-amber-900 text-base">
          {T.tooMany(capped)}
        </p>
      )}
      {items.length > 0 && (
        <ul aria-label={T.listLabel} className="mt-4 space-y-2">
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              onRetry={() => queue.retry(item.id)}
              onDismiss={() => queue.dismiss(item.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadRow({
  item,
  onRetry,
  onDismiss,
}: {
  item: UploadItem;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const percent = Math.round(item.progress * 100);
  const failed = item.status === 'failed';
  const state =
    item.status === 'waiting'
      ? T.waiting
      : item.status === 'resizing'
        ? T.resizing
        : item.status === 'sending'
          ? T.sending(percent)
          : item.status === 'done'
            ? T.done
            : (item.error ?? T.failed);
  return (
    <li
      className={`rounded-xl p-3 ring-1 ring-inset ${failed ? 'bg-red-50 ring-red-200' : 'bg-slate-50 ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {item.status === 'done' ? (
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
        ) : failed ? (
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        ) : null}
        <div className="min-w-[10rem] flex-1">
          <p className="truncate font-semibold text-base text-slate-900">{item.name}</p>
          <p
            className={`text-sm ${failed ? 'font-semibold text-red-800' : 'text-slate-700'}`}
            aria-live="polite"
          >
            {state}
          </p>
        </div>
        {failed && (
          <div className="ml-auto flex items-center gap-1">
            <button
              type="button"
              onClick={onRetry}
              className={`${buttonClasses({ variant: 'secondary' })} shrink-0`}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {T.retry}
            </button>
            <button
              type="button"
              onClick={onDismiss}
              aria-label={T.remove}
              className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        )}
      </div>
      {!failed && item.status !== 'done' && (
        <div
          role="progressbar"
          aria-label={T.progressLabel(item.name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-primary-700 transition-[width] duration-200"
            style={{ width: `${item.status === 'sending' ? Math.max(2, percent) : 0}%` }}
          />
        </div>
      )}
    </li>
  );
}
