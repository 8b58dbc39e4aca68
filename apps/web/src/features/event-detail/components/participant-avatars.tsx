import { useParticipants } from '#web/api/get-participants.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';

const T = EVENT_DETAIL_TEXT.header;
/** docs/spec.md §9: the first three avatars, for visitors and members alike. */
export const AVATAR_COUNT = 3;

/** The first three participants' faces, overlapping, and how many have registered in all. */
export function ParticipantAvatars({
  eventId,
  total,
  viewer,
}: {
  eventId: number;
  total: number;
  viewer: number | 'guest';
}) {
  const { data, isPending } = useParticipants({ eventId, offset: 1, limit: AVATAR_COUNT }, viewer);
  const shown = data?.participants.slice(0, AVATAR_COUNT) ?? [];
  const more = total - shown.length;

  return (
    <div className="flex items-center gap-3">
      {isPending && total > 0 ? (
        <div className="-space-x-3 flex" aria-hidden="true">
          {Array.from({ length: Math.min(total, AVATAR_COUNT) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="size-11 rounded-full ring-2 ring-white" />
          ))}
        </div>
      ) : (
        shown.length > 0 && (
          <ul aria-label={T.participantsLabel} className="-space-x-3 flex">
            {shown.map((p) => (
              <li key={p.id} title={p.name}>
                <Avatar name={p.name} picture={p.picture} className="ring-2 ring-white" />
                <span className="sr-only">{p.name}</span>
              </li>
            ))}
            {more > 0 && (
              <li
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700 text-sm ring-2 ring-white"
              >
                {T.moreParticipants(Math.min(more, 99))}
              </li>
            )}
          </ul>
        )
      )}
      <p className="font-semibold text-base text-slate-800">{T.participants(total)}</p>
    </div>
  );
}
