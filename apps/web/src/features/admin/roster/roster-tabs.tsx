import type { LinkSuggestion, RosterItem } from '@alumni/contract';
import { Check, Link2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { formatDateId } from '#web/lib/dates.ts';
import {
  useLinkRoster,
  useLinkSuggestions,
  useModerateMemory,
  usePendingMemories,
  useRosterTips,
  useSetDeceased,
} from './roster-admin-api.ts';
import { ROSTER_ADMIN_TEXT as T } from './roster-admin-text.ts';

function SuggestionRow({ s, showRoster }: { s: LinkSuggestion; showRoster: boolean }) {
  const link = useLinkRoster();
  const toast = useToast();
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-base">
        {showRoster && (
          <p className="font-semibold text-slate-900">
            {s.rosterName} <span className="font-normal text-slate-600">{s.className ?? ''}</span>
          </p>
        )}
        <p className="text-slate-800">
          {showRoster ? '→ ' : ''}
          {s.user.name} <span className="text-primary-700">@{s.user.username}</span>
          {s.user.nickname && <span className="text-slate-600"> ({s.user.nickname})</span>}
        </p>
      </div>
      <Button
        variant="secondary"
        loading={link.isPending}
        aria-label={`${T.confirmLink} ${s.rosterName} ke @${s.user.username}`}
        // The promise, not mutate()'s per-call callbacks: the confirmed suggestion leaves the list (and this item
        // unmounts) as soon as the list is read again, and per-call callbacks of an unmounted caller never run.
        onClick={() =>
          link
            .mutateAsync({ rosterId: s.rosterId, userId: s.user.id })
            .then(() =>
              toast.show({
                type: 'success',
                title: T.linked,
                message: `${s.rosterName} → @${s.user.username}`,
              }),
            )
            .catch((err: Error) => toast.show({ type: 'error', title: T.failed, message: err.message }))
        }
      >
        <Link2 aria-hidden="true" className="size-5" />
        {T.confirmLink}
      </Button>
    </li>
  );
}

/** 'Usulan Tautan': every proposed link; a person confirms each. */
export function SuggestionsTab() {
  const q = useLinkSuggestions();
  if (q.isPending) return <Skeleton className="h-32 w-full" />;
  if (q.isError) return <p role="alert">{T.loadFailed}</p>;
  return (
    <div>
      <p className="mb-4 text-base text-slate-700">{T.suggestionsIntro}</p>
      {q.data.datas.length === 0 ? (
        <EmptyState icon={Link2} title={T.noSuggestionsAll} />
      ) : (
        <ul className="space-y-3">
          {q.data.datas.map((s) => (
            <SuggestionRow key={`${s.rosterId}-${s.user.id}`} s={s} showRoster />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One row's link panel: its suggestions, or removing the link. */
export function LinkPanel({ item, onClose }: { item: RosterItem; onClose: () => void }) {
  const q = useLinkSuggestions(item.id);
  const link = useLinkRoster();
  const toast = useToast();
  return (
    <SidePanel open title={T.linkTitle(item.name)} onClose={onClose}>
      <div className="flex flex-col gap-4">
        {item.userId != null ? (
          <>
            <p className="text-base text-slate-800">@{item.username}</p>
            <Button
              variant="danger"
              className="self-start"
              loading={link.isPending}
              onClick={() =>
                link.mutate(
                  { rosterId: item.id, userId: null },
                  {
                    onSuccess: () => {
                      toast.show({ type: 'success', title: T.unlinked, message: item.name });
                      onClose();
                    },
                    onError: (err) => toast.show({ type: 'error', title: T.failed, message: err.message }),
                  },
                )
              }
            >
              <X aria-hidden="true" className="size-5" />
              {T.unlink}
            </Button>
          </>
        ) : (
          <>
            <p className="text-base text-slate-700">{T.linkIntro}</p>
            {q.isPending ? (
              <Skeleton className="h-20 w-full" />
            ) : q.data && q.data.datas.length > 0 ? (
              <ul className="space-y-3">
                {q.data.datas.map((s) => (
                  <SuggestionRow key={s.user.id} s={s} showRoster={false} />
                ))}
              </ul>
            ) : (
              <p className="text-base text-slate-700">{T.noSuggestions}</p>
            )}
          </>
        )}
      </div>
    </SidePanel>
  );
}

/** 'Tandai Wafat' with an optional date, or its undo. */
export function DeceasedPanel({ item, onClose }: { item: RosterItem; onClose: () => void }) {
  const set = useSetDeceased();
  const toast = useToast();
  const undo = item.status === 'DECEASED';
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const userId = item.userId;
  if (userId == null) return null;
  const run = () =>
    set.mutate(
      { userId, deceased: !undo, date: undo ? null : date.trim() || null },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: undo ? T.undoDone : T.deceasedDone, message: item.name });
          onClose();
        },
        onError: (err) => {
          setError(err.message);
          toast.show({ type: 'error', title: T.failed, message: err.message });
        },
      },
    );
  return (
    <SidePanel
      open
      title={undo ? T.undoTitle(item.name) : T.deceasedTitle(item.name)}
      onClose={() => {
        if (!set.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={set.isPending}>
            {T.cancel}
          </Button>
          <Button variant={undo ? 'primary' : 'danger'} onClick={run} loading={set.isPending}>
            {undo ? T.unmarkDeceased : T.deceasedConfirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-base text-slate-700">{undo ? T.undoMessage : T.deceasedMessage}</p>
        {!undo && (
          <TextField
            label={T.fields.deceasedDate}
            hint={T.fields.deceasedDateHint}
            placeholder="DD/MM/YYYY"
            value={date}
            maxLength={10}
            error={error}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
        )}
      </div>
    </SidePanel>
  );
}

/** 'Kabar dari Anggota': the tips, admins only. */
export function TipsTab() {
  const q = useRosterTips();
  if (q.isPending) return <Skeleton className="h-32 w-full" />;
  if (q.isError) return <p role="alert">{T.loadFailed}</p>;
  return (
    <div>
      <p className="mb-4 text-base text-slate-700">{T.tipsIntro}</p>
      {q.data.datas.length === 0 ? (
        <EmptyState title={T.noTips} />
      ) : (
        <ul className="space-y-3">
          {q.data.datas.map((t) => (
            <li key={t.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">{t.rosterName}</p>
              <p className="mt-1 whitespace-pre-line break-words text-base text-slate-800">{t.note}</p>
              {t.phone && <p className="mt-1 font-semibold text-base text-primary-800">{t.phone}</p>}
              <p className="mt-2 text-slate-600 text-sm">
                {t.from ? T.tipFrom(`${t.from.name} (@${t.from.username})`) : ''} ·{' '}
                {formatDateId(t.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Pesan Kenangan': messages waiting for approval. */
export function MemoriesTab() {
  const q = usePendingMemories();
  const moderate = useModerateMemory();
  const toast = useToast();
  if (q.isPending) return <Skeleton className="h-32 w-full" />;
  if (q.isError) return <p role="alert">{T.loadFailed}</p>;
  return (
    <div>
      <p className="mb-4 text-base text-slate-700">{T.memoriesIntro}</p>
      {q.data.datas.length === 0 ? (
        <EmptyState title={T.noMemories} />
      ) : (
        <ul className="space-y-3">
          {q.data.datas.map((m) => (
            <li key={m.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">
                {m.memorial ? T.forMemorial(m.memorial.name) : ''}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-base text-slate-800">{m.content}</p>
              <p className="mt-2 text-slate-600 text-sm">
                {m.author ? `${m.author.name} (@${m.author.username})` : ''}
              </p>
              <div className="mt-3 flex gap-2">
                {(['APPROVED', 'REJECTED'] as const).map((status) => (
                  <Button
                    key={status}
                    variant={status === 'APPROVED' ? 'primary' : 'secondary'}
                    disabled={moderate.isPending}
                    onClick={() =>
                      moderate.mutate(
                        { memory: m, status },
                        {
                          onSuccess: () =>
                            toast.show({
                              type: 'success',
                              title: status === 'APPROVED' ? T.approved : T.rejected,
                              message: '',
                            }),
                          onError: (err) =>
                            toast.show({ type: 'error', title: T.failed, message: err.message }),
                        },
                      )
                    }
                  >
                    {status === 'APPROVED' ? (
                      <Check aria-hidden="true" className="size-5" />
                    ) : (
                      <X aria-hidden="true" className="size-5" />
                    )}
                    {status === 'APPROVED' ? T.approve : T.reject}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
