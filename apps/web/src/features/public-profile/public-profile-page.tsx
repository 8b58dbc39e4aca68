import { CalendarDays, Pencil, RefreshCw, UserRoundX } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type UserProfile, useUser } from '../../api/get-user.ts';
import { CreatedEvents, JoinedEvents } from '../../components/profile/event-history.tsx';
import { ProfileTabs } from '../../components/profile/profile-tabs.tsx';
import { PROFILE_TEXT } from '../../components/profile/profile-texts.ts';
import { ProfileView } from '../../components/profile/profile-view.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton, SkeletonText } from '../../components/ui/skeleton.tsx';
import { formatLongDate } from '../../lib/profile-dates.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { PUBLIC_PROFILE_TEXT as TEXT } from './public-profile-text.ts';

/**
 * /profile/{id | username | email}: a member's read-only profile, open to everyone (spec sections 2, 6).
 * The server leaves phone, address and email out for anyone but the owner and admins; an unknown
 * member goes to /404.
 */
export function PublicProfilePage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const query = useUser(key);
  const user = query.data;
  useDocumentTitle(user ? user.name : TEXT.loadingTitle);

  const notFound = key.trim() === '' || (query.isSuccess && user === null);
  useEffect(() => {
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      {query.isPending || notFound ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <div className="rounded-card bg-white shadow-card">
          <EmptyState
            icon={UserRoundX}
            title={TEXT.errorTitle}
            description={query.error.message}
            action={
              <Button onClick={() => query.refetch()} loading={query.isFetching}>
                {!query.isFetching && <RefreshCw aria-hidden="true" className="size-5" />}
                {TEXT.retry}
              </Button>
            }
          />
        </div>
      ) : user ? (
        <Profile user={user} />
      ) : null}
    </div>
  );
}

function Profile({ user }: { user: UserProfile }) {
  const session = useSession();
  const isOwn = session?.user.id === user.id;
  const since = formatLongDate(user.createdDate);
  return (
    <>
      <header className="flex flex-col items-center gap-5 rounded-card bg-white p-6 text-center shadow-card sm:flex-row sm:items-center sm:text-left">
        <Avatar name={user.name} picture={user.picture} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words font-bold text-2xl text-primary-900 sm:text-3xl">{user.name}</h1>
          <p className="mt-1 break-all text-lg text-primary-700">@{user.username}</p>
          {since && (
            <p className="mt-2 inline-flex items-center gap-2 text-base text-slate-700">
              <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
              {TEXT.memberSince(since)}
            </p>
          )}
        </div>
        {isOwn && (
          <ButtonLink to="/profile" variant="secondary" className="w-full sm:w-auto">
            <Pencil aria-hidden="true" className="size-5" />
            {TEXT.editOwn}
          </ButtonLink>
        )}
      </header>
      <div className="mt-8">
        <ProfileTabs
          tabs={[
            {
              id: PROFILE_TEXT.tabIds.data,
              label: PROFILE_TEXT.tabs.data,
              content: <ProfileView user={user} />,
            },
            {
              id: PROFILE_TEXT.tabIds.joined,
              label: PROFILE_TEXT.tabs.joined,
              content: <JoinedEvents userId={user.id} isOwn={false} />,
            },
            {
              id: PROFILE_TEXT.tabIds.created,
              label: PROFILE_TEXT.tabs.created,
              content: <CreatedEvents userId={user.id} isOwn={false} />,
            },
          ]}
        />
      </div>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading}>
      <div className="flex flex-col items-center gap-5 rounded-card bg-white p-6 shadow-card sm:flex-row">
        <Skeleton className="size-28 rounded-full" />
        <div className="w-full max-w-sm flex-1 space-y-3">
          <Skeleton className="mx-auto h-8 w-3/4 sm:mx-0" />
          <Skeleton className="mx-auto h-5 w-1/3 sm:mx-0" />
          <Skeleton className="mx-auto h-5 w-1/2 sm:mx-0" />
        </div>
      </div>
      <Skeleton className="mt-8 h-11 w-full max-w-md" />
      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-card bg-white p-6 shadow-card">
            <Skeleton className="h-6 w-40" />
            <SkeletonText lines={4} className="mt-4" />
          </div>
        ))}
      </div>
    </div>
  );
}
