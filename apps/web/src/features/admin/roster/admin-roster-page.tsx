import {
  ROSTER_DEFAULT_LIMIT,
  ROSTER_STATUS_LABEL,
  type RosterItem,
  type RosterStatus,
  rosterProgressText,
} from '@alumni/contract';
import { Flower2, Link2, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeColor } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useAdminRoster, useDeleteRoster, useRosterProgress } from './roster-admin-api.ts';
import { ROSTER_ADMIN_TEXT as T } from './roster-admin-text.ts';
import { RosterFormPanel } from './roster-form-panel.tsx';
import { RosterImportPanel } from './roster-import-panel.tsx';
import { DeceasedPanel, LinkPanel, MemoriesTab, SuggestionsTab, TipsTab } from './roster-tabs.tsx';

const STATUS_COLOR: Record<RosterStatus, BadgeColor> = {
  REGISTERED: 'green',
  NOT_FOUND: 'orange',
  CONTACTED: 'blue',
  DECEASED: 'grey',
};

const TABS = [
  { key: 'daftar', label: T.tabs.list },
  { key: 'usulan', label: T.tabs.suggestions },
  { key: 'kabar', label: T.tabs.tips },
  { key: 'kenangan', label: T.tabs.memories },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /admin/roster: 'Daftar Angkatan' for the committee (docs/decisions/024). */
export function AdminRosterPage() {
  useDocumentTitle(T.title);
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.key === params.get('tab'))?.key ?? 'daftar') as TabKey;
  const progress = useRosterProgress();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.title}</h1>
          {progress.data && (
            <p className="mt-1 font-semibold text-lg text-slate-700" data-testid="roster-progress">
              {rosterProgressText(progress.data.found, progress.data.total)}
            </p>
          )}
        </div>
      </div>
      <div
        role="tablist"
        aria-label={T.title}
        className="flex flex-wrap gap-2 border-slate-200 border-b pb-2"
      >
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => setParams(t.key === 'daftar' ? {} : { tab: t.key }, { replace: true })}
            className={`min-h-11 rounded-lg px-4 font-semibold text-base ${
              tab === t.key ? 'bg-primary-800 text-white' : 'text-primary-800 hover:bg-primary-50'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'daftar' && <ListTab />}
        {tab === 'usulan' && <SuggestionsTab />}
        {tab === 'kabar' && <TipsTab />}
        {tab === 'kenangan' && <MemoriesTab />}
      </div>
    </div>
  );
}

type Panel =
  | { kind: 'form'; item: RosterItem | null }
  | { kind: 'import' }
  | { kind: 'link'; item: RosterItem }
  | { kind: 'deceased'; item: RosterItem }
  | { kind: 'delete'; item: RosterItem }
  | null;

function ListTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);
  const debounced = useDebounced(search.trim(), 300);
  const q = useAdminRoster({
    offset: page,
    limit: ROSTER_DEFAULT_LIMIT,
    search: debounced || undefined,
    className: undefined,
  });
  const del = useDeleteRoster();
  const toast = useToast();
  const totalPages = q.data ? Math.max(1, Math.ceil(q.data.total / ROSTER_DEFAULT_LIMIT)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={T.search}
          type="search"
          className="flex-1"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Button variant="secondary" onClick={() => setPanel({ kind: 'import' })}>
          <Upload aria-hidden="true" className="size-5" />
          {T.import}
        </Button>
        <Button onClick={() => setPanel({ kind: 'form', item: null })}>
          <Plus aria-hidden="true" className="size-5" />
          {T.add}
        </Button>
      </div>
      {q.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : q.isError ? (
        <p role="alert">{T.loadFailed}</p>
      ) : q.data.datas.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyDescription} />
      ) : (
        <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-slate-200">
          <table className="w-full min-w-[720px] text-left text-base">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th className="px-4 py-3">{T.columns.name}</th>
                <th className="px-4 py-3">{T.columns.className}</th>
                <th className="px-4 py-3">{T.columns.status}</th>
                <th className="px-4 py-3">{T.columns.account}</th>
                <th className="px-4 py-3">{T.columns.tips}</th>
                <th className="px-4 py-3">{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {q.data.datas.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-3 font-semibold text-slate-900">
                    {r.name}
                    {r.nickname && <span className="font-normal text-slate-600"> ({r.nickname})</span>}
                  </td>
                  <td className="px-4 py-3">{r.className ?? '-'}</td>
                  <td className="px-4 py-3">
                    <Badge color={STATUS_COLOR[r.status]} dot>
                      {ROSTER_STATUS_LABEL[r.status]}
                    </Badge>
                    {r.deceasedDate && <span className="ml-2 text-slate-600 text-sm">{r.deceasedDate}</span>}
                  </td>
                  <td className="px-4 py-3 text-primary-800">{r.username ? `@${r.username}` : '-'}</td>
                  <td className="px-4 py-3">{r.tips ?? 0}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      <IconButton
                        label={`${T.edit} ${r.name}`}
                        onClick={() => setPanel({ kind: 'form', item: r })}
                        icon={Pencil}
                      />
                      <IconButton
                        label={`${T.link} ${r.name}`}
                        onClick={() => setPanel({ kind: 'link', item: r })}
                        icon={Link2}
                      />
                      {r.userId != null && (
                        <IconButton
                          label={`${r.status === 'DECEASED' ? T.unmarkDeceased : T.markDeceased} ${r.name}`}
                          onClick={() => setPanel({ kind: 'deceased', item: r })}
                          icon={Flower2}
                        />
                      )}
                      <IconButton
                        label={`${T.delete} ${r.name}`}
                        onClick={() => setPanel({ kind: 'delete', item: r })}
                        icon={Trash2}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {panel?.kind === 'form' && <RosterFormPanel item={panel.item} onClose={() => setPanel(null)} />}
      {panel?.kind === 'import' && <RosterImportPanel onClose={() => setPanel(null)} />}
      {panel?.kind === 'link' && <LinkPanel item={panel.item} onClose={() => setPanel(null)} />}
      {panel?.kind === 'deceased' && <DeceasedPanel item={panel.item} onClose={() => setPanel(null)} />}
      <ConfirmDialog
        open={panel?.kind === 'delete'}
        status="danger"
        title={T.deleteTitle}
        message={panel?.kind === 'delete' ? T.deleteMessage(panel.item.name) : ''}
        busy={del.isPending}
        onCancel={() => setPanel(null)}
        onConfirm={() => {
          if (panel?.kind !== 'delete') return;
          del.mutate(panel.item.id, {
            onSuccess: () => {
              toast.show({ type: 'success', title: T.deleted, message: panel.item.name });
              setPanel(null);
            },
            onError: (err) => toast.show({ type: 'error', title: T.failed, message: err.message }),
          });
        }}
      />
    </div>
  );
}

function IconButton({
  label,
  onClick,
  icon: Icon,
}: {
  label: string;
  onClick: () => void;
  icon: typeof Pencil;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-lg text-primary-800 hover:bg-primary-50"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
