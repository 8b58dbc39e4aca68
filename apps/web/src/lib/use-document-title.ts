import { useEffect } from 'react';
import { useCommunity } from '#web/api/get-community.ts';

/** The community's short name (community settings, docs/decisions/021), kept by the last page that rendered. */
let siteTitle = '';

/** 'Halaman · Alumni 86' (or just 'Alumni 86'), the tab and history title of every page. */
export function documentTitle(page?: string): string {
  if (!siteTitle) return page ?? '';
  return page ? `${page} · ${siteTitle}` : siteTitle;
}

export function useDocumentTitle(page?: string): void {
  const { community } = useCommunity();
  const name = community.shortName;
  siteTitle = name;
  useEffect(() => {
    document.title = page ? `${page} · ${name}` : name;
  }, [page, name]);
}
