import type { EventDetail } from '@alumni/contract';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '#web/components/event/category-icon.tsx';
import { EventImage } from '#web/components/event/event-image.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { LinkifiedText } from '#web/components/ui/linkified-text.tsx';
import { DETAIL_TEXT } from '#web/features/admin/events/detail/detail-text.ts';
import { formatDateTimeId, parseEventDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';

const T = DETAIL_TEXT.overview;

/** 'Sabtu, 14 Maret 2026 · 19.00 WIB' from the API's 'DD/MM/YYYY HH:mm'; the raw text if unreadable. */
function when(text: string): string {
  const d = parseEventDate(text);
  return d ? formatDateTimeId(d) : text;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 text-[17px] text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The group's 4:1 thumbnail, or a calm placeholder when it has none. */
function GroupThumbnail({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={T.groupThumbnail(name)}
        width={480}
        height={120}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="aspect-[4/1] w-full max-w-md rounded-lg bg-primary-100 object-cover"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex aspect-[4/1] w-full max-w-md items-center justify-center rounded-lg bg-linear-to-r from-primary-800 to-primary-600 text-accent-300"
    >
      <ImageOff className="size-6" />
    </div>
  );
}

/**
 * Overview (read-only): group, name, picture, type, location (a link only through the safe linkify),
 * category, quota, start and end, description as text, and the creator; 'Hapus' (danger confirmation)
 * and 'Edit' (the edit page).
 */
export function OverviewTab({
  event,
  deleting,
  onDelete,
}: {
  event: EventDetail;
  deleting: boolean;
  /** Runs the deletion; resolves when it is over (either way), so the dialog can close. */
  onDelete: () => Promise<unknown>;
}) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const description = event.description?.trim() ?? '';
  const creator = event.user;

  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-bold text-primary-900 text-xl">
          {T.title}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setConfirming(true)} className="text-red-700">
            <Trash2 aria-hidden="true" className="size-5" />
            {T.delete}
          </Button>
          <ButtonLink to={paths.admin.eventEdit(event.id)}>
            <Pencil aria-hidden="true" className="size-5" />
            {T.edit}
          </ButtonLink>
        </div>
      </div>

      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={T.group}>
          {event.eventGroup ? (
            <div className="space-y-2">
              <GroupThumbnail src={event.eventGroup.imageUrl} name={event.eventGroup.displayName} />
              <p className="font-semibold">{event.eventGroup.displayName}</p>
            </div>
          ) : (
            '-'
          )}
        </Row>
        <Row label={T.name}>
          <span className="font-semibold">{event.name}</span>
        </Row>
        <Row label={T.image}>
          <div className="max-w-md overflow-hidden rounded-lg">
            <EventImage src={event.imageUrl} />
          </div>
          {!event.imageUrl && <p className="mt-1 text-base text-slate-600">{T.noImage}</p>}
        </Row>
        <Row label={T.type}>{T.types[event.eventType]}</Row>
        <Row label={T.location}>
          <LinkifiedText text={event.location} />
        </Row>
        <Row label={T.category}>
          {event.eventCategory ? (
            <span className="inline-flex items-center gap-2">
              <CategoryIcon iconUrl={event.eventCategory.iconUrl} className="size-6 rounded-full" />
              {event.eventCategory.displayName}
            </span>
          ) : (
            '-'
          )}
        </Row>
        <Row label={T.quota}>
          {event.quota === null ? T.unlimited : T.quotaOf(event.quota)}
          <span className="text-slate-600">
            {' '}
            · {T.participants(event.totalParticipant)} · {T.viewers(event.totalViewer)}
          </span>
        </Row>
        <Row label={T.start}>{when(event.startDate)}</Row>
        <Row label={T.end}>{when(event.endDate)}</Row>
        <Row label={T.description}>
          {description ? (
            <LinkifiedText as="div" text={description} className="leading-relaxed" />
          ) : (
            <span className="text-slate-600">{T.noDescription}</span>
          )}
        </Row>
        <Row label={T.creator}>
          {creator ? (
            <Link
              to={paths.admin.user(creator.id)}
              className="-m-2 inline-flex min-h-11 max-w-full items-center gap-3 rounded-lg p-2 hover:bg-primary-50"
            >
              <Avatar name={creator.name} picture={creator.picture} />
              <span className="min-w-0">
                <span className="block font-semibold text-primary-800 underline-offset-2 hover:underline">
                  {creator.name}
                </span>
                <span className="block text-base text-slate-600">@{creator.username}</span>
              </span>
            </Link>
          ) : (
            <span className="text-slate-600">{T.noCreator}</span>
          )}
        </Row>
      </dl>

      <ConfirmDialog
        open={confirming}
        status="danger"
        title={T.deleteDialog.title}
        message={T.deleteDialog.message}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onDelete().finally(() => setConfirming(false))}
      />
    </section>
  );
}
