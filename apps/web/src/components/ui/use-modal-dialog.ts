import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open modals; the page scroll stays locked until the last one closes (a confirmation over a side panel). */
let openCount = 0;

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Drives a native modal <dialog> while it is mounted: showModal() (the page behind becomes inert), focus
 * on `initialFocus` or the first control, Tab kept inside, Escape reported through `onClose`, page scroll
 * locked, and focus returned to where it was on unmount. Render the dialog only while it is open.
 */
export function useModalDialog({
  onClose,
  initialFocus,
  returnFocus,
}: {
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element that opened the dialog is gone (a closed menu). */
  returnFocus?: RefObject<HTMLElement | null>;
}): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    const previous = opener instanceof HTMLElement && opener !== document.body ? opener : null;
    if (!dialog.open) dialog.showModal();
    // The dialog is fixed in the top layer: moving focus into it never needs to scroll the page.
    (initialFocus?.current ?? focusables(dialog)[0] ?? dialog).focus({ preventScroll: true });
    const root = document.documentElement;
    openCount += 1;
    root.classList.add('overflow-hidden');

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Handled here rather than by the browser so the dialog stays open until its owner says so.
        e.preventDefault();
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !dialog.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      openCount -= 1;
      if (openCount === 0) root.classList.remove('overflow-hidden');
      // Back to the opener; when it is gone or hidden (a link in a phone drawer that has closed), to the
      // given fallback, else to the page's <main> so focus never drops to nowhere (checkVisibility is
      // missing before iOS 17.4: treated as visible there).
      if (previous?.isConnected && (previous.checkVisibility?.() ?? true)) previous.focus();
      else if (returnFocus?.current) returnFocus.current.focus();
      else document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
    };
  }, [initialFocus, returnFocus]);

  return ref;
}
