import { CalendarDays, Users } from 'lucide-react';
import { Navigate } from 'react-router';
import { useCommunity } from '#web/api/get-community.ts';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useTotalEvent } from './api/get-total-event.ts';
import { useTotalUser } from './api/get-total-user.ts';
import { ActivityPanel } from './components/activity-panel.tsx';
import { LatestEvents } from './components/latest-events.tsx';
import { RosterProgressPanel } from './components/roster-progress.tsx';
import { StoragePanel } from './components/storage-panel.tsx';
import { TotalCard } from './components/total-card.tsx';
import { UserSummary } from './components/user-summary.tsx';
import { DASHBOARD_TEXT as T } from './dashboard-text.ts';

/**
 * /admin, 'Beranda' (docs/spec.md §2): the 'Total User' and 'Total Acara' cards, 'Ringkasan Pengguna',
 * 'Aktivitas' and the newest events. Every block loads, fails and retries on its own. This module (and
 * recharts with it) is only ever loaded lazily by the admin routes, so the member side never downloads it.
 */
export function DashboardPage() {
  useDocumentTitle(T.title);
  // An install whose community was never configured: the first admin is taken to 'Atur Komunitas' (docs/decisions/021).
  const { data: community } = useCommunity();
  const totalUser = useTotalUser();
  const totalEvent = useTotalEvent();
  if (community && !community.configured) return <Navigate to={paths.admin.communitySetup} replace />;
  return (
    <div className="space-y-5">
      <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.title}</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <TotalCard
          title={T.totalUser}
          note={T.totalUserNote}
          newLabel={T.newMembers}
          icon={Users}
          query={totalUser}
        />
        <TotalCard
          title={T.totalEvent}
          note={T.totalEventNote}
          newLabel={T.newEvents}
          icon={CalendarDays}
          query={totalEvent}
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <UserSummary />
        <ActivityPanel />
      </div>
      <RosterProgressPanel />
      <LatestEvents />
      <StoragePanel />
    </div>
  );
}
