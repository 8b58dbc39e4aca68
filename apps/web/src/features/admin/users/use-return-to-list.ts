import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { queryRoots } from '#web/api/query-roots.ts';
import { paths } from '#web/lib/paths.ts';

/** docs/spec.md §9: after a user is added or deleted the list opens again after 2 s. */
export const REDIRECT_AFTER_MS = 2000;

/**
 * Once `done` (a user added or deleted), goes back to /admin/user after 2 s. Cached profiles are
 * dropped and every other query (the table, dashboard counts, event participants) refreshes only then:
 * refetching a deleted member's profile while the page still shows it would answer 404.
 */
export function useReturnToList(done: boolean) {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      navigate(paths.admin.users);
      client.removeQueries({ queryKey: queryRoots.user.queryKey });
      void client.invalidateQueries();
    }, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, client]);
}
