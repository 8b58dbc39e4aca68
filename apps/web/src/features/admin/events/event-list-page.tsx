import { CalendarPlus, CalendarSearch, CalendarX2 } from 'lucide-react';
import { ADMIN_LIST_TEXT as L } from '../../../components/admin/admin-list-text.ts';
import { BulkDeleteButton } from '../../../components/admin/bulk-delete-button.tsx';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/list-params.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../../components/admin/list-states.tsx';
import { ListTitle } from '../../../components/admin/list-title.tsx';
import { PagePager } from '../../../components/admin/page-pager.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { SelectCheckbox } from '../../../components/admin/select-checkbox.tsx';
import { SelectionBar } from '../../../components/admin/selection-bar.tsx';
import { SortSelect } from '../../../components/admin/sort-select.tsx';
import { useClampPage, useListParams } from '../../../components/admin/use-list-params.ts';
import { usePageSelection } from '../../../components/admin/use-page-selection.ts';
import { useWideScreen } from '../../../components/admin/use-wide-screen.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { pageCount } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteEvents } from './api/delete-events.ts';
import { useAdminEvents } from './api/get-admin-events.ts';
import { EventCards, EventTable } from './components/event-rows.tsx';
import {
  DEFAULT_EVENT_SORT,
  EVENT_SORT_VALUES,
  EVENT_SORTS,
  type EventSort,
  isStatusFilter,
  toEventsQuery,
} from './event-list-params.ts';
import { EVENT_LIST_TEXT as T } from './event-list-text.ts';

/**
 * /admin/event, 'Acara' (spec sections 2, 5, 8, 9): search by name on Enter, sort/filter (names, creation
 * date, PUBLISH, DRAFT), 10 a page, select-all and bulk 'Hapus', 'Buat Acara Baru'. State in the URL.
 */
export function AdminEventListPage() {
  useDocumentTitle(T.title);
  const { params, go } = useListParams<EventSort>(EVENT_SORT_VALUES, DEFAULT_EVENT_SORT);
  const query = useAdminEvents(toEventsQuery(params));
  const remove = useDeleteEvents();
  const toast = useToast();
  const wide = useWideScreen();

  const rows = query.data?.datas ?? [];
  const fresh = query.data && !query.isPlaceholderData;
  const totalPages = fresh ? pageCount(query.data.total, ADMIN_PAGE_SIZE) : undefined;
  useClampPage(params.page, totalPages, go);

  const selectable = query.isPlaceholderData ? [] : rows.map((e) => e.id);
  const selection = usePageSelection(selectable, `${params.page}|${params.q}|${params.sort}`);

  const onDelete = async () => {
    try {
      const { deleted } = await remove.mutateAsync({ eventIds: selection.ids });
      selection.clear();
      toast.show({ type: 'success', title: T.deleted, message: T.deletedBody(deleted) });
    } catch (e) {
      toast.show({
        type: 'error',
        title: T.deleteFailed,
        message: e instanceof Error ? e.message : undefined,
      });
    }
  };

  const filtered = params.q !== '' || isStatusFilter(params.sort);

  return (
    <div className="space-y-4">
      <ListTitle
        title={T.title}
        count={query.data?.total}
        countLabel={T.count}
        actions={
          <ButtonLink to="/admin/event/add">
            <CalendarPlus aria-hidden="true" className="size-5" />
            {T.add}
          </ButtonLink>
        }
      />

      <div className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-card sm:flex-row sm:items-end sm:p-4">
        <SearchBox
          id="event-search"
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={params.q}
          onSearch={(q) => go({ q })}
        />
        <SortSelect
          id="event-sort"
          label={T.sortLabel}
          value={params.sort}
          options={EVENT_SORTS}
          onChange={(sort) => go({ sort })}
        />
      </div>

      {query.isPending || (rows.length === 0 && params.page > 1 && (query.data?.total ?? 0) > 0) ? (
        // The first load, or a page past the end on its way to the last page (useClampPage).
        <ListSkeleton />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <ListEmpty
          icon={filtered ? CalendarSearch : CalendarX2}
          title={T.empty}
          description={
            params.q ? T.emptySearch(params.q) : isStatusFilter(params.sort) ? T.emptyFilter : T.emptyBody
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => go({ q: '', sort: DEFAULT_EVENT_SORT })}>
                {T.showAll}
              </Button>
            ) : (
              <ButtonLink to="/admin/event/add">{T.add}</ButtonLink>
            )
          }
        />
      ) : (
        <div className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <SelectionBar
            count={selection.ids.length}
            onClear={selection.clear}
            leading={
              wide ? undefined : (
                <SelectCheckbox
                  checked={selection.allState === 'all'}
                  indeterminate={selection.allState === 'some'}
                  onChange={selection.toggleAll}
                  label={L.selectAllShort}
                  visibleLabel
                />
              )
            }
          >
            <BulkDeleteButton
              count={selection.ids.length}
              title={T.deleteTitle}
              message={T.deleteQuestion}
              onConfirm={onDelete}
            />
          </SelectionBar>
          {wide ? (
            <EventTable rows={rows} selection={selection} />
          ) : (
            <EventCards rows={rows} selection={selection} />
          )}
          <PagePager
            page={params.page}
            totalPages={pageCount(query.data.total, ADMIN_PAGE_SIZE)}
            onChange={(page) => go({ page })}
          />
        </div>
      )}
    </div>
  );
}
