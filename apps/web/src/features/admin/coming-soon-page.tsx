import { Construction } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const COMING_SOON_TEXT = {
  title: 'Halaman ini sedang disiapkan.',
  body: 'Bagian ini belum dapat digunakan. Silakan kembali ke Dashboard.',
  back: 'Kembali ke Dashboard',
} as const;

/** Placeholder for back office sections that are still being built: says so, shows no made-up data. */
export function ComingSoonPage() {
  useDocumentTitle(COMING_SOON_TEXT.title);
  return (
    <div className="rounded-card bg-white shadow-card">
      <h1 className="sr-only">{COMING_SOON_TEXT.title}</h1>
      <EmptyState
        icon={Construction}
        title={COMING_SOON_TEXT.title}
        description={COMING_SOON_TEXT.body}
        action={<ButtonLink to="/admin">{COMING_SOON_TEXT.back}</ButtonLink>}
      />
    </div>
  );
}
