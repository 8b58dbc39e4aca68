import { useEffect } from 'react';

export const SITE_TITLE = 'Alumni 86';

/** 'Halaman · Alumni 86' (or just 'Alumni 86'), the tab and history title of every page. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${SITE_TITLE}` : SITE_TITLE;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
