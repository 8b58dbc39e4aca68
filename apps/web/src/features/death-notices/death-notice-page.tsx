import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useDeathNotice } from './death-notice-api.ts';
import { DEATH_NOTICE_TEXT as T } from './death-notice-text.ts';
import { NoticeCard } from './notice-card.tsx';

/** /kabar-duka/{id}: one notice with its ready WhatsApp text (the in-app notice links here). */
export function DeathNoticePage() {
  const { id = '' } = useParams();
  const query = useDeathNotice(Number(id));
  useDocumentTitle(query.data ? `${T.title}: ${query.data.deceasedName}` : T.title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to={paths.deathNotices}
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {T.back}
      </Link>
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <Skeleton className="h-64 w-full" />
      ) : query.data ? (
        <NoticeCard notice={query.data} full titleAs="h1" />
      ) : (
        <EmptyState title={T.notFound} />
      )}
    </div>
  );
}
