import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '#web/api/get-event-detail.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { parseRouteId } from '#web/lib/route-id.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useNotFoundRedirect } from '#web/lib/use-not-found-redirect.ts';
import { useSession } from '#web/lib/use-session.ts';
import { EventBreadcrumb } from './components/event-breadcrumb.tsx';
import { EventForm } from './form/components/event-form.tsx';
import { emptyFormValues, toFormValues } from './form/event-form-model.ts';
import { EVENT_FORM_TEXT as T } from './form/event-form-text.ts';

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-4 rounded-card bg-white p-6 shadow-card">
          <Skeleton className="h-6 w-40" />
          <SkeletonText lines={4} />
        </div>
      ))}
    </div>
  );
}

/**
 * /admin/event/add and /admin/event/{id}/edit (docs/spec.md §2): the route has `:id` only for
 * edit, which loads GET /event/{id} with the admin's token (DRAFT included) and sends an unknown event
 * to /404.
 */
export function EventFormPage() {
  const params = useParams();
  const editing = params.id !== undefined;
  const id = editing ? parseRouteId(params.id) : null;
  const session = useSession();
  const viewer = session?.user.id ?? 0;
  const detail = useEventDetail(id ?? 0, viewer, id !== null);
  const title = editing ? T.editTitle : T.addTitle;
  useDocumentTitle(title);

  const missing =
    editing &&
    (id === null ||
      (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)));
  useNotFoundRedirect(missing);

  // The form takes these as its defaults once (keyed by the event), so a background refetch never resets
  // what the admin is typing; the fresher copy only sharpens which fields count as changed.
  const loaded = detail.data;
  const initial = useMemo(() => (loaded ? toFormValues(loaded) : null), [loaded]);
  // Adding: the signed-in admin is the creator unless another is picked (docs/decisions/023).
  const addInitial = useMemo(
    () => ({
      ...emptyFormValues(),
      creator: session
        ? {
            id: session.user.id,
            name: session.user.name,
            username: session.user.username,
            picture: session.user.picture,
          }
        : null,
    }),
    [session],
  );

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="space-y-1">
        <EventBreadcrumb
          label={T.breadcrumb}
          crumbs={[
            { text: T.listTitle, to: paths.admin.events },
            ...(editing && loaded ? [{ text: loaded.name, to: paths.admin.event(loaded.id) }] : []),
            { text: editing ? 'Edit' : T.addTitle },
          ]}
        />
        <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{title}</h1>
      </div>

      {!editing ? (
        <EventForm mode="add" initial={addInitial} />
      ) : initial && loaded ? (
        <EventForm key={loaded.id} mode="edit" eventId={loaded.id} initial={initial} />
      ) : detail.isError && !missing ? (
        <div role="alert" className="rounded-card bg-white p-6 shadow-card">
          <p className="font-semibold text-slate-900">{T.loadFailed}</p>
          <p className="mt-1 text-slate-700">{detail.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void detail.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
