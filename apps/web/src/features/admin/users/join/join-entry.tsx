import { Link2 } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useRegistrations } from './api.ts';
import { JOIN_ADMIN_TEXT as T } from './join-text.ts';

/** The way to 'Tautan Gabung & Persetujuan' from /admin/user, with how many registrations wait. */
export function JoinEntry() {
  const pending = useRegistrations().data?.total ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonLink to={paths.admin.userJoin} variant="secondary">
        <Link2 aria-hidden="true" className="size-5" />
        {T.open}
        {pending > 0 && <Badge color="orange">{T.pendingBadge(pending)}</Badge>}
      </ButtonLink>
    </div>
  );
}
