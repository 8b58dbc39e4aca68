import type { ListPage } from '@alumni/contract';
import {
  DEATH_NOTICE_STATUS_LABEL,
  DEATH_NOTICE_WORDINGS,
  type DeathNotice,
  type DeathNoticeStatus,
  type DeathNoticeWording,
  deathNoticeShareText,
} from '@alumni/contract';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Flower2, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { api } from '#web/lib/api.ts';
import { formatDateId } from '#web/lib/dates.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';

const T = {
  title: 'Kabar Duka',
  intro:
    'Kabar duka dari anggota diumumkan hanya setelah dikonfirmasi oleh admin lain, bukan pengirimnya. Kabar yang keliru lebih buruk daripada kabar yang terlambat.',
  filters: { PENDING: 'Menunggu', PUBLISHED: 'Diumumkan', REJECTED: 'Tidak diumumkan' } as Record<
    DeathNoticeStatus,
    string
  >,
  wording: 'Kalimat pembuka',
  wordingLabel: { ISLAMIC: "Innalillahi wa inna ilaihi raji'un", NEUTRAL: 'Kalimat umum (netral)' } as Record<
    DeathNoticeWording,
    string
  >,
  preview: 'Pratinjau teks yang akan dibagikan',
  confirm: 'Konfirmasi & Umumkan',
  reject: 'Tidak Diumumkan',
  ownNote: 'Anda pengirim kabar ini. Konfirmasi harus dilakukan oleh admin lain.',
  confirmed: 'Kabar duka diumumkan',
  confirmedMessage: 'Seluruh anggota menerima pemberitahuan.',
  rejected: 'Kabar duka tidak diumumkan',
  failed: 'Terdapat kesalahan',
  empty: 'Tidak ada kabar duka',
  from: (name: string, date: string) => `Dikirim oleh ${name}, ${date}`,
  confirmedBy: (name: string) => `Dikonfirmasi oleh ${name}`,
};

const noticesRoot = queryOptions({ queryKey: ['admin-death-notices'] as const, queryFn: skipToken });

const toStored = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

/** /admin/kabar-duka (docs/decisions/024): notices waiting for a second person, and the published ones. */
export function AdminDeathNoticesPage() {
  useDocumentTitle(T.title);
  const [status, setStatus] = useState<DeathNoticeStatus>('PENDING');
  const list = useQuery({
    queryKey: ['admin-death-notices', status] as const,
    queryFn: ({ signal }) =>
      api<ListPage<DeathNotice>>('/api/v1/death-notice', {
        query: { status, limit: 50 },
        signal,
      }),
  });
  return (
    <div className="space-y-5">
      <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
        <Flower2 aria-hidden="true" className="size-7 text-slate-600" />
        {T.title}
      </h1>
      <p className="max-w-3xl text-base text-slate-700">{T.intro}</p>
      <div role="tablist" aria-label={T.title} className="flex flex-wrap gap-2">
        {(Object.keys(T.filters) as DeathNoticeStatus[]).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            onClick={() => setStatus(s)}
            className={`min-h-11 rounded-lg px-4 font-semibold text-base ${status === s ? 'bg-primary-800 text-white' : 'text-primary-800 hover:bg-primary-50'}`}
          >
            {T.filters[s]}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : list.data.datas.length === 0 ? (
        <EmptyState icon={Flower2} title={T.empty} />
      ) : (
        <ul className="space-y-4">
          {list.data.datas.map((n) => (
            <NoticeItem key={n.id} notice={n} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NoticeItem({ notice }: { notice: DeathNotice }) {
  const session = useSession();
  const client = useQueryClient();
  const toast = useToast();
  const [wording, setWording] = useState<DeathNoticeWording>('ISLAMIC');
  const own = notice.submittedBy?.id === session?.user.id;
  const act = useMutation({
    mutationFn: (action: 'confirm' | 'reject') =>
      api<DeathNotice>(`/api/v1/death-notice/${notice.id}/${action}`, {
        method: 'POST',
        body: action === 'confirm' ? { wording } : undefined,
      }),
    onSuccess: (_data, action) => {
      toast.show(
        action === 'confirm'
          ? { type: 'success', title: T.confirmed, message: T.confirmedMessage }
          : { type: 'success', title: T.rejected, message: notice.deceasedName },
      );
      return client.invalidateQueries({ queryKey: noticesRoot.queryKey });
    },
    onError: (err) => toast.show({ type: 'error', title: T.failed, message: err.message }),
  });
  const preview = deathNoticeShareText({
    deceasedName: notice.deceasedName,
    relation: notice.relation,
    diedOn: toStored(notice.diedOn),
    funeralHome: notice.funeralHome,
    burialTime: notice.burialTime,
    burialPlace: notice.burialPlace,
    mapUrl: notice.mapUrl,
    wording,
  });
  return (
    <li className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-bold text-slate-900 text-xl">{notice.deceasedName}</h2>
          <p className="text-base text-slate-700">{notice.relation}</p>
        </div>
        <Badge
          color={notice.status === 'PUBLISHED' ? 'green' : notice.status === 'PENDING' ? 'yellow' : 'grey'}
        >
          {DEATH_NOTICE_STATUS_LABEL[notice.status]}
        </Badge>
      </div>
      <p className="mt-2 text-slate-600 text-sm">
        {notice.submittedBy ? T.from(notice.submittedBy.name, formatDateId(notice.createdAt)) : ''}
        {notice.confirmedBy ? ` · ${T.confirmedBy(notice.confirmedBy)}` : ''}
      </p>
      {notice.note && (
        <p className="mt-2 whitespace-pre-line break-words text-base text-slate-800">{notice.note}</p>
      )}
      {notice.status === 'PENDING' ? (
        <div className="mt-4 space-y-3">
          <fieldset>
            <legend className="font-semibold text-base text-slate-800">{T.wording}</legend>
            <div className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-6">
              {DEATH_NOTICE_WORDINGS.map((w) => (
                <label key={w} className="flex min-h-11 cursor-pointer items-center gap-2 text-base">
                  <input
                    type="radio"
                    name={`wording-${notice.id}`}
                    className="size-5 accent-primary-700"
                    checked={wording === w}
                    onChange={() => setWording(w)}
                  />
                  {T.wordingLabel[w]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="font-semibold text-base text-slate-800">{T.preview}</p>
          <pre className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-base text-slate-800 ring-1 ring-slate-200">
            {preview}
          </pre>
          {own && (
            <p
              role="note"
              className="rounded-lg bg-yellow-50 p-3 text-base text-yellow-900 ring-1 ring-yellow-200"
            >
              {T.ownNote}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              onClick={() => act.mutate('confirm')}
              disabled={own || act.isPending}
              loading={act.isPending && act.variables === 'confirm'}
            >
              <Check aria-hidden="true" className="size-5" />
              {T.confirm}
            </Button>
            <Button variant="secondary" onClick={() => act.mutate('reject')} disabled={act.isPending}>
              <X aria-hidden="true" className="size-5" />
              {T.reject}
            </Button>
          </div>
        </div>
      ) : (
        notice.shareText && (
          <pre className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-base text-slate-800 ring-1 ring-slate-200">
            {notice.shareText}
          </pre>
        )
      )}
    </li>
  );
}
