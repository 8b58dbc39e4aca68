import type { FullUser } from '@alumni/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { CreatedEvents, JoinedEvents } from '#web/components/profile/event-history.tsx';
import { ProfileLoadError } from '#web/components/profile/profile-states.tsx';
import { ProfileTabs } from '#web/components/profile/profile-tabs.tsx';
import { PROFILE_TEXT as SHARED_TEXT } from '#web/components/profile/profile-text.ts';
import { ProfileView } from '#web/components/profile/profile-view.tsx';
import { PushSettings } from '#web/components/push-settings.tsx';
import { EndAllSessions } from '#web/components/session/end-all-sessions.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useMyProfile } from './api/get-my-profile.ts';
import { ProfileEditor } from './components/profile-editor.tsx';
import { PROFILE_TEXT } from './profile-text.ts';

/** /profile (signed-in only): the member's own profile with 'Data Pribadi' editing and the two event tabs. */
export function ProfilePage() {
  useDocumentTitle(PROFILE_TEXT.pageTitle);
  const session = useSession();
  // RequireAuth guards the route; the session can still end while the page is open.
  if (!session) return null;
  return <OwnProfile userId={session.user.id} />;
}

function OwnProfile({ userId }: { userId: number }) {
  const query = useMyProfile(userId);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="sr-only">{PROFILE_TEXT.heading}</h1>
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <ProfileLoadError title={PROFILE_TEXT.errorTitle} retry={PROFILE_TEXT.retry} query={query} />
      ) : (
        <>
          <ProfileHeader user={query.data} />
          <div className="mt-6">
            <ProfileTabs
              tabs={[
                {
                  id: SHARED_TEXT.tabIds.data,
                  label: PROFILE_TEXT.tabs.personal,
                  content: <PersonalData user={query.data} />,
                },
                {
                  id: SHARED_TEXT.tabIds.joined,
                  label: PROFILE_TEXT.tabs.joined,
                  content: <JoinedEvents userId={query.data.id} isOwn />,
                },
                {
                  id: SHARED_TEXT.tabIds.created,
                  label: PROFILE_TEXT.tabs.created,
                  content: <CreatedEvents userId={query.data.id} isOwn />,
                },
              ]}
              defaultTab={SHARED_TEXT.tabIds.data}
            />
          </div>
          <PushSettings />
          <div className="mt-6">
            <EndAllSessions loginPath={paths.login} />
          </div>
        </>
      )}
    </div>
  );
}

function ProfileHeader({ user }: { user: FullUser }) {
  return (
    <section className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
      <div className="h-24 bg-linear-to-r from-primary-800 to-primary-600 sm:h-28" />
      <div className="flex flex-col items-start gap-3 px-5 pb-6 sm:flex-row sm:items-end sm:gap-5 sm:px-8">
        <Avatar
          name={user.name}
          picture={user.picture}
          size="xl"
          className="-mt-14 border-4 border-white shadow-md"
        />
        <div className="min-w-0">
          <h2 className="break-words font-bold text-2xl text-primary-900 sm:text-3xl">{user.name}</h2>
          <p className="break-all text-lg text-slate-700">@{user.username}</p>
        </div>
      </div>
    </section>
  );
}

/** 'Data Pribadi': the read-only view with 'Edit Profil', or the editor. */
function PersonalData({ user }: { user: FullUser }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <ProfileEditor user={user} onDone={() => setEditing(false)} />;
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-5" />
          {PROFILE_TEXT.editProfile}
        </Button>
      </div>
      <ProfileView user={user} isOwn />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card">
      <p className="sr-only" role="status">
        {PROFILE_TEXT.loading}
      </p>
      <Skeleton className="h-24 w-full rounded-none sm:h-28" />
      <div className="px-5 pb-6 sm:px-8">
        <Skeleton className="-mt-14 size-28 rounded-full border-4 border-white" />
        <Skeleton className="mt-4 h-7 w-56" />
        <Skeleton className="mt-2 h-5 w-32" />
        <SkeletonText lines={3} className="mt-6 border-slate-200 border-t pt-6" />
      </div>
    </div>
  );
}
