import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const ANCHOR = /^#(comment-\d+)$/;
const HIGHLIGHT_MS = 4000;

/**
 * A notification links to '/event/{id}#comment-{n}': once the list has rendered, scroll that comment
 * into view, move focus to it (screen readers start reading there) and highlight it for a moment.
 * Each navigation is handled once, so a list reload after a change does not jump back.
 */
export function useCommentAnchor(ready: boolean) {
  const { hash, key } = useLocation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const id = ANCHOR.exec(hash)?.[1];
    if (!ready || !id || handled.current === key) return;
    const el = document.getElementById(id);
    if (!el) return;
    handled.current = key;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
    el.dataset.highlight = 'true';
    const timer = setTimeout(() => {
      delete el.dataset.highlight;
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [ready, hash, key]);
}
