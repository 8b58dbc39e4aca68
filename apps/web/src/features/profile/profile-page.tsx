import type { CurrentUser } from '@alumni/contract';
import { AtSign, CalendarCheck, Hammer, Mail, RefreshCw, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../api/get-current-user.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton, SkeletonText } from '../../components/ui/skeleton.tsx';
import { formatDateId } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { PROFILE_TEXT } from './profile-text.ts';

/** Provisional own profile: who the server says is signed in, and a note that editing is coming. */
export function ProfilePage() {
  useDocumentTitle(PROFILE_TEXT.pageTitle);
  const session = useSession();
  const query = useCurrentUser(session?.user.id);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="font-bold text-3xl text-primary-900">{PROFILE_TEXT.heading}</h1>
      <div className="mt-6">
        {query.isPending ? (
          <ProfileSkeleton />
        ) : query.isError ? (
          <div className="rounded-card bg-white shadow-card">
            <EmptyState
              icon={UserRoundX}
              title={PROFILE_TEXT.errorTitle}
              description={query.error.message}
              action={
                <Button onClick={() => query.refetch()} loading={query.isFetching}>
                  {!query.isFetching && <RefreshCw aria-hidden="true" className="size-5" />}
                  {PROFILE_TEXT.retry}
                </Button>
              }
            />
          </div>
        ) : (
          <ProfileCard user={query.data} />
        )}
      </div>
    </div>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  return (
    <>
      <section className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
        <div className="h-24 bg-linear-to-r from-primary-800 to-primary-600 sm:h-28" />
        <div className="px-5 pb-6 sm:px-8">
          <Avatar
            name={user.name}
            picture={user.picture}
            size="xl"
            className="-mt-14 border-4 border-white shadow-md"
          />
          <h2 className="mt-3 font-bold text-2xl text-primary-900 break-words">{user.name}</h2>
          <p className="text-lg text-slate-700">@{user.username}</p>
          <dl className="mt-6 grid gap-4 border-slate-200 border-t pt-6 sm:grid-cols-2">
            <Detail icon={<Mail aria-hidden="true" className="size-5" />} label={PROFILE_TEXT.email}>
              <span className="break-all">{user.email}</span>
            </Detail>
            <Detail icon={<AtSign aria-hidden="true" className="size-5" />} label={PROFILE_TEXT.username}>
              {user.username}
            </Detail>
            <Detail
              icon={<CalendarCheck aria-hidden="true" className="size-5" />}
              label={PROFILE_TEXT.memberSince}
            >
              {formatDateId(user.createdDate)}
            </Detail>
          </dl>
        </div>
      </section>
      <section className="mt-5 flex items-start gap-4 rounded-card border border-accent-200 bg-accent-50 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Hammer aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="font-bold text-lg text-primary-900">{PROFILE_TEXT.comingSoon}</p>
          <p className="mt-1 text-base text-slate-700">{PROFILE_TEXT.comingSoonDetail}</p>
        </div>
      </section>
    </>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium text-base text-slate-600">
        <span className="text-primary-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 font-semibold text-base text-slate-900">{children}</dd>
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
