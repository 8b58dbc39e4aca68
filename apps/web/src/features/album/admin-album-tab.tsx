import type { AlbumSettings } from '@alumni/contract';
import { useId } from 'react';
import { useToast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/lib/use-session.ts';
import { ALBUM_TEXT } from './album-text.ts';
import { useAlbumSettings } from './api/change-photo.ts';
import { useAlbum } from './api/get-album.ts';
import AlbumSection from './components/album-section.tsx';

const T = ALBUM_TEXT.settings;

/**
 * The back office's 'Album' tab of an event (docs/decisions/032-event-album.md): 'Album publik' and 'Hanya
 * panitia yang mengunggah' (PUT /event/{id}/album, logged), then the album itself as the committee sees it,
 * hidden photos included, where a photo's viewer hides, shows, deletes or picks it for the landing gallery.
 */
export function AdminAlbumTab({ eventId, eventName }: { eventId: number; eventName: string }) {
  const session = useSession();
  const album = useAlbum(eventId, session?.user.id ?? 'guest');
  const settings = album.data?.pages[0]?.settings;
  const save = useAlbumSettings(eventId);
  const toast = useToast();

  const change = (v: Partial<AlbumSettings>) =>
    save.mutate(v, {
      onSuccess: () => toast.show({ type: 'success', title: T.saved }),
      onError: (e) => toast.show({ type: 'error', title: T.failed, message: e.message }),
    });

  return (
    <div className="space-y-4">
      <section className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
        <h2 className="font-bold text-primary-900 text-xl">{T.title}</h2>
        <div className="mt-3 divide-y divide-slate-200">
          <Switch
            label={T.public}
            hint={T.publicHint}
            checked={settings?.public ?? false}
            disabled={!settings || save.isPending}
            onChange={(on) => change({ public: on })}
          />
          <Switch
            label={T.committeeOnly}
            hint={T.committeeOnlyHint}
            checked={settings?.committeeOnly ?? false}
            disabled={!settings || save.isPending}
            onChange={(on) => change({ committeeOnly: on })}
          />
        </div>
      </section>
      <AlbumSection eventId={eventId} eventName={eventName} wide />
    </div>
  );
}

function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-base text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-slate-700 text-sm">
          {hint}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="group flex h-11 w-16 shrink-0 items-center disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`flex h-7 w-12 items-center rounded-full p-0.5 transition-colors ${checked ? 'bg-primary-700' : 'bg-slate-400'} group-focus-visible:ring-3 group-focus-visible:ring-primary-300`}
        >
          <span
            className={`size-6 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`}
          />
        </span>
      </button>
    </div>
  );
}
