import { type RefObject, useEffect, useRef } from 'react';

export interface ClickOutsideOptions {
  /** Escape also gives focus back here (the button that opened the popup). */
  focusOnEscape?: RefObject<HTMLElement | null>;
  /**
   * Escape is caught before anything else sees it and goes no further (a popup inside a dialog closes alone,
   * the dialog stays).
   */
  captureEscape?: boolean;
  /** A pointer-down on this target closes too, though it is inside the root (a backdrop). */
  alsoCloses?: RefObject<Element | null>;
}

/**
 * While `open`, a pointer-down outside `rootRef` or Escape calls `close` (menus, popups, the bells, the date
 * picker): one place for the listeners every popup needs, none of them on hover.
 */
export function useClickOutside(
  open: boolean,
  rootRef: RefObject<Element | null>,
  close: () => void,
  { focusOnEscape, captureEscape = false, alsoCloses }: ClickOutsideOptions = {},
): void {
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      const outside = e.target instanceof Node && !rootRef.current?.contains(e.target);
      if (outside || (alsoCloses?.current && e.target === alsoCloses.current)) latestClose.current();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (captureEscape) e.stopPropagation();
      latestClose.current();
      focusOnEscape?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, captureEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, captureEscape);
    };
  }, [open, rootRef, focusOnEscape, captureEscape, alsoCloses]);
}
