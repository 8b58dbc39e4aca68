import { CalendarPlus, CalendarSearch, CalendarX2 } from 'lucide-react';
import { AdminListPage } from '#web/components/admin/admin-list-page.tsx';
import { ListEmpty } from '#web/components/admin/list-states.tsx';
import { useListParams } from '#web/components/admin/use-list-params.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
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
 * /admin/event, 'Acara' (docs/spec.md §§2, 5, 8, 9): search by name on Enter, sort/filter (names, creation
 * date, PUBLISH, DRAFT), 10 a page, select-all and bulk 'Hapus', 'Buat Acara Baru'. State in the URL.
 */
export function AdminEventListPage() {
  const { params, go } = useListParams<EventSort>(EVENT_SORT_VALUES, DEFAULT_EVENT_SORT);
  const query = useAdminEvents(toEventsQuery(params));
  const remove = useDeleteEvents();
  const filtered = params.q !== '' || isStatusFilter(params.sort);

  return (
    <AdminListPage
      id="event"
      text={T}
      params={params}
      go={go}
      sorts={EVENT_SORTS}
      query={query}
      remove={(eventIds) => remove.mutateAsync({ eventIds })}
      actions={
        <ButtonLink to={paths.admin.eventAdd}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          {T.add}
        </ButtonLink>
      }
      empty={
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
              <ButtonLink to={paths.admin.eventAdd}>{T.add}</ButtonLink>
            )
          }
        />
      }
      table={(rows, selection) => <EventTable rows={rows} selection={selection} />}
      cards={(rows, selection) => <EventCards rows={rows} selection={selection} />}
    />
  );
}
