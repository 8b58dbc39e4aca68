import { useEffect } from 'react';
import { useCommunity } from '#web/api/get-community.ts';

/** The community's short name (community settings, docs/decisions/021), kept by the last page that rendered. */
let siteTitle = '';

/** 'Halaman · Alumni 86' (or just 'Alumni 86'), the tab and history title of every page. */
export function documentTitle(page?: string): string {
  if (!siteTitle) return page ?? '';
  return page ? `${page} · ${siteTitle}` : siteTitle;
}

/** While the server renders a page (entry-server.tsx): the title that page sets. */
let serverTitle: string | undefined;

/**
 * Runs `render` (synchronous: one page's server rendering) and answers what it rendered with the title its page
 * set, so the server's HTML carries the title the app will set (a sleeping page keeps it, docs/decisions/037).
 */
export function withRenderedTitle<T>(render: () => T): { rendered: T; title: string | undefined } {
  serverTitle = undefined;
  try {
    const rendered = render();
    return { rendered, title: serverTitle };
  } finally {
    serverTitle = undefined;
  }
}

export function useDocumentTitle(page?: string): void {
  const { community } = useCommunity();
  const name = community.shortName;
  siteTitle = name;
  const title = page ? `${page} · ${name}` : name;
  if (typeof document === 'undefined') serverTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
