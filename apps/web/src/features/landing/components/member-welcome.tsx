import { useCurrentUser } from '#web/api/get-current-user.ts';
import type { Session } from '#web/lib/session.ts';
import { GreetingBar } from './greeting-bar.tsx';
import { ProfilePrompt } from './profile-prompt.tsx';

/**
 * The signed-in member's band: the greeting from the session (no wait), and 'Lengkapi Profil Anda' while
 * the profile is incomplete. Completeness comes fresh from GET /current-user (the session's copy is from
 * sign-in time); until it answers, or if it fails, the session's value stands in so the card does not jump.
 */
export function MemberWelcome({ session }: { session: Session }) {
  const fresh = useCurrentUser(session.user.id);
  const user = fresh.data ?? session.user;
  const incomplete = !user.isProfileComplete;
  return (
    <div className={`grid gap-4 ${incomplete ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}>
      <GreetingBar user={{ name: user.name, picture: user.picture, lastLogin: session.user.lastLogin }} />
      {incomplete && <ProfilePrompt />}
    </div>
  );
}
