import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { documentTitle } from '#web/lib/use-document-title.ts';
import { SiteLogo } from './layouts/site-logo.tsx';

export const ROUTE_ERROR_TEXT = {
  title: 'Terjadi Kesalahan',
  message: 'Maaf, halaman ini gagal dimuat. Periksa koneksi internet Anda, lalu muat ulang halaman.',
  reload: 'Muat Ulang',
  home: 'Kembali ke Beranda',
} as const;

/**
 * What a thrown route error shows instead of a blank screen: most often a page's code could not be
 * downloaded (a new version was deployed, or the connection dropped), which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    document.title = documentTitle(ROUTE_ERROR_TEXT.title);
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-slate-200 border-b bg-white">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-4">
          <SiteLogo />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-lg rounded-2xl bg-white px-6 py-10 text-center shadow-card">
          <span className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <TriangleAlert aria-hidden="true" className="size-8" />
          </span>
          <h1 className="font-bold text-2xl text-primary-900">{ROUTE_ERROR_TEXT.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{ROUTE_ERROR_TEXT.message}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" className="size-5" />
              {ROUTE_ERROR_TEXT.reload}
            </Button>
            <ButtonLink to={paths.home} reloadDocument variant="secondary" size="lg">
              {ROUTE_ERROR_TEXT.home}
            </ButtonLink>
          </div>
        </div>
      </main>
    </div>
  );
}
