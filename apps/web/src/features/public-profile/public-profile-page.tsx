import { CalendarDays, Pencil } from 'lucide-react';
import { useParams } from 'react-router';
import { type UserProfile, useUser } from '#web/api/get-user.ts';
import { ContactButtons } from '#web/components/profile/contact-buttons.tsx';
import { MemberProfileTabs } from '#web/components/profile/member-profile-tabs.tsx';
import { ProfileLoadError, ProfileSkeleton } from '#web/components/profile/profile-states.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { formatDateId } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useNotFoundRedirect } from '#web/lib/use-not-found-redirect.ts';
import { useSession } from '#web/lib/use-session.ts';
import { MemorialSection } from './memorial/memorial-section.tsx';
import { birthYearOf } from './memorial/memorial-text.ts';
import { PUBLIC_PROFILE_TEXT as TEXT } from './public-profile-text.ts';

/**
 * /profile/{id | username | email}: a member's read-only profile, open to everyone (docs/spec.md §§2, 6).
 * The server leaves phone, address, email and birthday out unless the owner opened them to this viewer
 * (docs/decisions/027-cari-teman-privacy.md); a shared phone gets 'Chat WhatsApp' and 'Telepon'. An unknown
 * member goes to /404.
 */
export function PublicProfilePage() {
  const { key = '' } = useParams();
  const query = useUser(key);
  const user = query.data;
  useDocumentTitle(user ? user.name : TEXT.loadingTitle);

  const notFound = key.trim() === '' || (query.isSuccess && user === null);
  useNotFoundRedirect(notFound);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      {query.isPending || notFound ? (
        <ProfileSkeleton label={TEXT.loading} />
      ) : query.isError ? (
        <ProfileLoadError title={TEXT.errorTitle} retry={TEXT.retry} query={query} />
      ) : user ? (
        <Profile user={user} />
      ) : null}
    </div>
  );
}

function Profile({ user }: { user: UserProfile }) {
  const session = useSession();
  const isOwn = session?.user.id === user.id;
  const since = formatDateId(user.createdDate);
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
        {!isOwn && user.phoneNumber && (
          <ContactButtons phone={user.phoneNumber} size="lg" className="w-full justify-center sm:w-auto" />
        )}
        {isOwn && (
          <ButtonLink to={paths.profile} variant="secondary" className="w-full sm:w-auto">
            <Pencil aria-hidden="true" className="size-5" />
            {TEXT.editOwn}
          </ButtonLink>
        )}
      </header>
      {/* The birthday is in the answer only when its owner's privacy lets this viewer see it (the server decides). */}
      <MemorialSection userId={user.id} birthYear={birthYearOf(user.birthday)} />
      <div className="mt-8">
        <MemberProfileTabs user={user} />
      </div>
    </>
  );
}
