import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCurrentUser } from '#web/api/get-current-user.ts';
import { EndAllSessions } from '#web/components/session/end-all-sessions.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useFocusAfterRender } from '#web/lib/use-focus-after-render.ts';
import { useSession } from '#web/lib/use-session.ts';
import { OverviewForm } from './components/overview-form.tsx';
import { OverviewView } from './components/overview-view.tsx';
import { PhotoCard } from './components/photo-card.tsx';
import { SETTINGS_TEXT as T } from './settings-text.ts';

/** /admin/setting, 'Pengaturan' (docs/spec.md §2): photo, and the 'Overview' card toggling view and edit. */
export function SettingsPage() {
  const session = useSession();
  const query = useCurrentUser(session?.user.id);
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  useDocumentTitle(editing ? `${T.edit} ${T.title}` : T.title);
  // The stored session until the server answers: the page never starts blank.
  const user = query.data ?? session?.user;

  const focusAfterRender = useFocusAfterRender();
  const leaveEdit = () => {
    setEditing(false);
    focusAfterRender(editRef);
  };

  return (
    <div className="space-y-4">
      <div>
        <nav aria-label={T.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
            <li>
              {editing ? (
                <button
                  type="button"
                  onClick={leaveEdit}
                  className="min-h-11 font-semibold text-primary-700 underline-offset-4 hover:underline"
                >
                  {T.title}
                </button>
              ) : (
                <span aria-current="page" className="font-semibold text-slate-700">
                  {T.title}
                </span>
              )}
            </li>
            {editing && (
              <>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="font-semibold text-slate-700">
                  {T.edit}
                </li>
              </>
            )}
          </ol>
        </nav>
        <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.title}</h1>
      </div>

      {!user ? (
        <div aria-hidden="true" className="grid gap-4 lg:grid-cols-[20rem_1fr]">
          <Skeleton className="h-72" />
          <div className="rounded-card bg-white p-6 shadow-card">
            <SkeletonText lines={5} />
          </div>
        </div>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[20rem_1fr]">
          <PhotoCard user={user} />
          <section
            aria-labelledby="settings-overview"
            className="rounded-card bg-white p-5 shadow-card sm:p-6"
          >
            <div className="mb-2 flex items-center justify-between gap-3">
              <h2 id="settings-overview" className="font-bold text-lg text-primary-900">
                {T.overview}
              </h2>
              {!editing && (
                <Button ref={editRef} variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {T.edit}
                </Button>
              )}
            </div>
            {editing ? <OverviewForm user={user} onDone={leaveEdit} /> : <OverviewView user={user} />}
          </section>
          <div className="lg:col-start-2">
            <EndAllSessions loginPath={paths.admin.login} />
          </div>
        </div>
      )}
    </div>
  );
}
