import { Compass, House } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export const NOT_FOUND_TEXT = {
  title: 'Halaman Tidak Ditemukan',
  message: 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  home: 'Kembali ke Beranda',
} as const;

/** Every unknown path (and /404, where a missing event sends the visitor) shows this page. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXT.title);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <span className="relative mb-6 flex size-24 items-center justify-center rounded-full bg-primary-50 text-primary-700 ring-10 ring-primary-50/60">
        <Compass aria-hidden="true" className="size-12" strokeWidth={1.75} />
      </span>
      <p className="font-extrabold text-6xl text-accent-600 tracking-tight">404</p>
      <h1 className="mt-3 font-bold text-3xl text-primary-900">{NOT_FOUND_TEXT.title}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-700">{NOT_FOUND_TEXT.message}</p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        <House aria-hidden="true" className="size-5" />
        {NOT_FOUND_TEXT.home}
      </ButtonLink>
    </section>
  );
}
