import { type DeathNotice, whatsAppShareUrl } from '@alumni/contract';
import { Copy, Flower2, MapPin, MessageCircle } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCopyText } from '#web/lib/use-copy-text.ts';
import { DEATH_NOTICE_TEXT as T } from './death-notice-text.ts';

/** One notice: who, when, where; with 'Bagikan ke WhatsApp' once published. */
export function NoticeCard({
  notice,
  full = false,
  titleAs: Title = 'h2',
}: {
  notice: DeathNotice;
  full?: boolean;
  titleAs?: 'h1' | 'h2';
}) {
  return (
    <article className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <Flower2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <Title className="break-words font-bold text-slate-900 text-xl">{notice.deceasedName}</Title>
          <p className="mt-0.5 break-words text-base text-slate-700">{notice.relation}</p>
          {notice.status === 'PENDING' && (
            <Badge color="yellow" className="mt-2">
              {T.pending}
            </Badge>
          )}
          {notice.status === 'REJECTED' && (
            <Badge color="grey" className="mt-2">
              {T.rejected}
            </Badge>
          )}
        </div>
      </div>
      <dl className="mt-4 grid gap-2 text-base">
        <Row label={T.diedOnLabel} value={notice.diedOn} />
        {notice.funeralHome && <Row label={T.funeralHomeLabel} value={notice.funeralHome} />}
        {(notice.burialTime || notice.burialPlace) && (
          <Row
            label={T.burialLabel}
            value={[notice.burialTime, notice.burialPlace].filter(Boolean).join(', ')}
          />
        )}
      </dl>
      {notice.mapUrl && (
        <a
          href={notice.mapUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 underline-offset-4 hover:underline"
        >
          <MapPin aria-hidden="true" className="size-5" />
          {T.mapLabel}
        </a>
      )}
      {full && notice.note && (
        <p className="mt-3 whitespace-pre-line break-words text-base text-slate-800">{notice.note}</p>
      )}
      {full && notice.submittedBy && (
        <p className="mt-3 text-slate-600 text-sm">{T.sentBy(notice.submittedBy.name)}</p>
      )}
      {full && notice.shareText && <Share text={notice.shareText} />}
    </article>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col sm:flex-row sm:gap-3">
      <dt className="font-semibold text-slate-700 sm:w-32">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

function Share({ text }: { text: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const { copy, onCopy } = useCopyText(text, ref);
  return (
    <section className="mt-5 border-slate-100 border-t pt-4" aria-label={T.shareHeading}>
      <h3 className="font-semibold text-base text-slate-800">{T.shareHeading}</h3>
      <pre
        ref={ref}
        data-testid="share-text"
        className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-base text-slate-800 ring-1 ring-slate-200"
      >
        {text}
      </pre>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <a
          href={whatsAppShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-green-700 px-5 font-semibold text-lg text-white shadow-sm hover:bg-green-800"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {T.share}
        </a>
        <Button variant="secondary" size="lg" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" className="size-5" />
          {copy === 'done' ? T.copied : T.copy}
        </Button>
      </div>
      {copy === 'failed' && <p className="mt-2 text-slate-600 text-sm">{T.copyFailed}</p>}
    </section>
  );
}
