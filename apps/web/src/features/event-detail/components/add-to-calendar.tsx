import type { EventDetail } from '@alumni/contract';
import { CalendarPlus, ChevronDown, Download, ExternalLink } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { LINK_REL } from '#web/components/ui/linkified-text.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { downloadEventIcs } from '#web/features/event-detail/api/download-ics.ts';
import { googleCalendarUrl } from '#web/features/event-detail/calendar-links.ts';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import { ApiError } from '#web/lib/api.ts';
import { useClickOutside } from '#web/lib/use-click-outside.ts';

const T = EVENT_DETAIL_TEXT.calendar;
const ITEM =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-base text-slate-900 hover:bg-primary-50 focus-visible:bg-primary-50';

/**
 * "Tambah ke Kalender": a disclosure (button + panel) with a Google Calendar link and the .ics file. Not a
 * hover menu: it opens on tap, closes on Escape, on a tap outside, or after a choice.
 */
export function AddToCalendar({ event }: { event: EventDetail }) {
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const toast = useToast();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The server renders this page too (docs/decisions/019): there the link is relative until the app runs.
  const google = googleCalendarUrl(event, typeof window === 'undefined' ? '' : window.location.origin);

  useClickOutside(open, rootRef, () => setOpen(false), { focusOnEscape: buttonRef });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEventIcs(event.id);
      setOpen(false);
      buttonRef.current?.focus();
    } catch (e) {
      toast.show({
        type: 'error',
        title: T.downloadFailed,
        message: e instanceof ApiError ? e.message : undefined,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        className={buttonClasses({ variant: 'secondary', fullWidth: true })}
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        {T.button}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform duration-150 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className="absolute inset-x-0 top-full z-30 mt-2 animate-menu-in rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-900/10"
        >
          <ul className="space-y-1">
            {google && (
              <li>
                <a
                  href={google}
                  target="_blank"
                  rel={LINK_REL}
                  className={ITEM}
                  onClick={() => setOpen(false)}
                >
                  <ExternalLink aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                  <span className="font-semibold">{T.google}</span>
                  <span className="sr-only"> {T.newTab}</span>
                </a>
              </li>
            )}
            <li>
              <button type="button" className={ITEM} onClick={download} aria-busy={downloading || undefined}>
                {downloading ? (
                  <Spinner />
                ) : (
                  <Download aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                )}
                <span>
                  <span className="block font-semibold">{T.ics}</span>
                  <span className="block text-slate-600 text-sm">{T.icsHint}</span>
                </span>
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
