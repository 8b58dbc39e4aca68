import {
  ROSTER_DEFAULT_LIMIT,
  ROSTER_MSG,
  ROSTER_STATUS_LABEL,
  ROSTER_STATUSES,
  type RosterItem,
  type RosterStatus,
} from '@alumni/contract';
import { Flower2, MessageCircleHeart, Search, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeColor } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useRoster, useSendTip } from './roster-api.ts';
import { ROSTER_TEXT as T } from './roster-text.ts';

export const STATUS_COLOR: Record<RosterStatus, BadgeColor> = {
  REGISTERED: 'green',
  NOT_FOUND: 'orange',
  CONTACTED: 'blue',
  DECEASED: 'grey',
};

const selectClass =
  'block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200';

/**
 * /angkatan: the class roster as members see it (docs/decisions/024): names, classes and statuses, and
 * 'Saya tahu kabarnya' for a classmate not yet found (the note goes to the committee only).
 */
export function RosterPage() {
  useDocumentTitle(T.title);
  const [search, setSearch] = useState('');
  const [className, setClassName] = useState('');
  const [status, setStatus] = useState<RosterStatus | ''>('');
  const [page, setPage] = useState(1);
  const [tipFor, setTipFor] = useState<RosterItem | null>(null);
  const debounced = useDebounced(search.trim(), 300);
  const query = useRoster({
    offset: page,
    limit: ROSTER_DEFAULT_LIMIT,
    search: debounced || undefined,
    className: className || undefined,
    status: status || undefined,
  });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ROSTER_DEFAULT_LIMIT)) : 1;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
        <Users aria-hidden="true" className="size-8 text-primary-700" />
        {T.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{T.intro}</p>

      <div className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="relative">
          <TextField
            label={T.search}
            type="search"
            value={search}
            placeholder={T.searchPlaceholder}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            inputClassName="pl-11"
          />
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute bottom-3.5 left-3.5 size-5 text-slate-500"
          />
        </div>
        <div>
          <label htmlFor="roster-class" className="mb-1.5 block font-semibold text-base text-slate-800">
            {T.classFilter}
          </label>
          <select
            id="roster-class"
            className={selectClass}
            value={className}
            onChange={(e) => {
              setClassName(e.currentTarget.value);
              setPage(1);
            }}
          >
            <option value="">{T.allClasses}</option>
            {(data?.classes ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="roster-status" className="mb-1.5 block font-semibold text-base text-slate-800">
            {T.statusFilter}
          </label>
          <select
            id="roster-status"
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as RosterStatus | '');
              setPage(1);
            }}
          >
            <option value="">{T.allStatuses}</option>
            {ROSTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ROSTER_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6">
        {query.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            <p>{T.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : data && data.datas.length > 0 ? (
          <>
            <p className="mb-3 text-base text-slate-600" aria-live="polite">
              {T.count(data.total)}
            </p>
            <ul
              className={`space-y-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              // The previous search's rows, dimmed, while the new answer loads.
              aria-busy={query.isPlaceholderData || undefined}
            >
              {data.datas.map((item) => (
                <RosterRow key={item.id} item={item} onTip={() => setTipFor(item)} />
              ))}
            </ul>
            <Pagination page={page} totalPages={totalPages} onChange={setPage} className="mt-6" />
          </>
        ) : (
          <EmptyState icon={Users} title={T.empty} description={T.emptyDescription} />
        )}
      </div>
      {tipFor && <TipPanel item={tipFor} onClose={() => setTipFor(null)} />}
    </div>
  );
}

function RosterRow({ item, onTip }: { item: RosterItem; onTip: () => void }) {
  const deceased = item.status === 'DECEASED';
  const canTip = item.status === 'NOT_FOUND' || item.status === 'CONTACTED';
  return (
    <li className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-bold text-lg text-slate-900">
          {deceased && <Flower2 aria-hidden="true" className="size-5 text-slate-500" />}
          <span className="break-words">{item.name}</span>
          {item.nickname && <span className="font-normal text-base text-slate-600">({item.nickname})</span>}
        </p>
        <p className="mt-0.5 text-base text-slate-700">
          {[item.className, item.school].filter(Boolean).join(' · ') || '-'}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Badge color={STATUS_COLOR[item.status]} dot>
            {ROSTER_STATUS_LABEL[item.status]}
          </Badge>
          {deceased && item.deceasedDate && (
            <span className="text-base text-slate-600">{T.deceasedOn(item.deceasedDate)}</span>
          )}
        </div>
      </div>
      {item.username && (
        <Link
          to={paths.memberProfile(item.username)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-primary-800 hover:bg-primary-50"
        >
          {deceased ? (
            <Flower2 aria-hidden="true" className="size-5" />
          ) : (
            <UserRound aria-hidden="true" className="size-5" />
          )}
          {deceased ? T.memorial : T.viewProfile}
        </Link>
      )}
      {canTip && (
        <Button variant="secondary" onClick={onTip} aria-label={`${T.tip}: ${item.name}`}>
          <MessageCircleHeart aria-hidden="true" className="size-5" />
          {T.tip}
        </Button>
      )}
    </li>
  );
}

function TipPanel({ item, onClose }: { item: RosterItem; onClose: () => void }) {
  const toast = useToast();
  const send = useSendTip();
  const [note, setNote] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    if (note.trim() === '') {
      setErrors({ note: 'Catatan harus diisi' });
      return;
    }
    send.mutate(
      { id: item.id, body: { note, phone: phone.trim() || null } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: T.sentTitle, message: ROSTER_MSG.tipSent });
          onClose();
        },
        onError: (err) => {
          const fields: Record<string, string> = {};
          if (err instanceof ApiError) for (const e of err.errors) fields[e.path] = e.message;
          setErrors(fields);
          toast.show({ type: 'error', title: T.failedTitle, message: err.message });
        },
      },
    );
  };
  return (
    <SidePanel
      open
      title={T.tipTitle(item.name)}
      onClose={() => {
        if (!send.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {T.send}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-base text-slate-700">{T.tipIntro}</p>
        <TextArea
          label={T.tipNote}
          hint={T.tipNoteHint}
          value={note}
          maxLength={1000}
          error={errors.note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <TextField
          label={T.tipPhone}
          type="tel"
          inputMode="tel"
          value={phone}
          maxLength={20}
          error={errors.phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
      </div>
    </SidePanel>
  );
}
