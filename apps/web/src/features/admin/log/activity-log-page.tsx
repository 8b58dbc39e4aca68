import { History } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PagePager } from '#web/components/admin/page-pager.tsx';
import { SearchBox } from '#web/components/admin/search-box.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { pageCount } from '#web/lib/pagination.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useActivityLog } from './api/get-activity-log.ts';
import { LogCards, LogTable } from './components/log-rows.tsx';
import {
  LOG_PAGE_SIZE,
  LOG_SORTS,
  type LogParams,
  readLogParams,
  toLogQuery,
  writeLogParams,
} from './log-params.ts';
import { LOG_TEXT as T } from './log-text.ts';

function LogSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-2 rounded-card bg-white p-4 shadow-card">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** /admin/log, 'Aktivitas List' (docs/spec.md §2): search on Enter, sort filter, 10 a page; all in the URL. */
export function ActivityLogPage() {
  useDocumentTitle(T.title);
  const [search, setSearch] = useSearchParams();
  const params = readLogParams(search);
  const wide = useMediaQuery('(min-width: 768px)');
  const query = useActivityLog(toLogQuery(params));

  const go = (next: Partial<LogParams>) => setSearch(writeLogParams({ ...params, ...next }));
  const totalPages = pageCount(query.data?.total ?? 0, LOG_PAGE_SIZE);

  // A page past the end (rows deleted meanwhile, an edited URL) goes to the last one.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && totalPages > 0 && params.page > totalPages)
      setSearch(writeLogParams({ ...params, page: totalPages }), { replace: true });
  }, [query.data, query.isPlaceholderData, totalPages, params, setSearch]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.title}</h1>
        {query.data && (
          <span className="rounded-full bg-primary-100 px-3 py-0.5 font-semibold text-primary-800">
            {T.total(query.data.total)}
          </span>
        )}
      </div>

      <div className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-card sm:flex-row sm:items-end sm:p-4">
        <SearchBox
          id="log-search"
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={params.q}
          onSearch={(q) => go({ q, page: 1 })}
        />
        <div className="sm:w-60">
          <label htmlFor="log-sort" className="mb-1.5 block font-semibold text-slate-800">
            {T.sortLabel}
          </label>
          <select
            id="log-sort"
            value={params.sort}
            onChange={(e) => go({ sort: e.target.value as LogParams['sort'], page: 1 })}
            className="block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
          >
            {LOG_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isPending ? (
        <>
          <p className="sr-only" role="status">
            {T.loading}
          </p>
          <LogSkeleton />
        </>
      ) : query.isError ? (
        <div className="rounded-card bg-white p-6 text-center shadow-card">
          <p className="text-slate-700">{query.error.message || T.loadFailed}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : query.data.datas.length === 0 ? (
        <div className="rounded-card bg-white shadow-card">
          <EmptyState
            icon={History}
            title={T.empty}
            description={params.q ? T.emptySearch(params.q) : undefined}
            action={
              params.q ? (
                <Button variant="secondary" onClick={() => go({ q: '', page: 1 })}>
                  {T.clearSearch}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : (
        <div className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {wide ? <LogTable rows={query.data.datas} /> : <LogCards rows={query.data.datas} />}
          <PagePager page={params.page} totalPages={totalPages} onChange={(page) => go({ page })} />
        </div>
      )}
    </div>
  );
}
