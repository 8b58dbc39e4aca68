import type { UserProfile } from '#web/api/get-user.ts';
import { CreatedEvents, JoinedEvents } from './event-history.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { PROFILE_TEXT } from './profile-text.ts';
import { ProfileView } from './profile-view.tsx';

/**
 * A member's profile as others see it (/profile/{key}, /admin/user/{key}): Data Pribadi, Riwayat Acara
 * and Acara Dibuat, the histories without the owner's actions. `isOwn` as ProfileView takes it.
 */
export function MemberProfileTabs({ user, isOwn }: { user: UserProfile; isOwn?: boolean }) {
  return (
    <ProfileTabs
      tabs={[
        {
          id: PROFILE_TEXT.tabIds.data,
          label: PROFILE_TEXT.tabs.data,
          content: <ProfileView user={user} isOwn={isOwn} />,
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
  );
}
