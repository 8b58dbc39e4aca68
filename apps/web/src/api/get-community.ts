import type { Community, CommunityBodyInput } from '@alumni/contract';
import { DEFAULT_COMMUNITY } from '@alumni/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { initialAnswer } from '#web/lib/initial-data.ts';

export const COMMUNITY_URL = '/api/v1/community';

/** GET /api/v1/community: the community's name, contacts, links, vision, mission, history (docs/decisions/021). */
export function getCommunity(signal?: AbortSignal): Promise<Community> {
  return api<Community>(COMMUNITY_URL, { signal });
}

/** PUT /api/v1/community (admins): the given fields; `{}` only marks the first-run setup as done. */
export function saveCommunity(body: CommunityBodyInput): Promise<Community> {
  return api<Community>(COMMUNITY_URL, { method: 'PUT', body });
}

/** Changes rarely; a save refreshes it at once (setQueryData), other tabs on their next page load. */
export const communityQueryOptions = () =>
  queryOptions({
    queryKey: ['community'],
    queryFn: ({ signal }) => getCommunity(signal),
    staleTime: 5 * 60_000,
    initialData: () => initialAnswer<Community>(COMMUNITY_URL, { forEveryone: true }),
  });

/** Until the first answer arrives: the neutral defaults (never another community's text). */
export const PLACEHOLDER_COMMUNITY: Community = { ...DEFAULT_COMMUNITY, configured: true };

/**
 * The community's details; `community` is the placeholder while loading or when the request failed. Only what
 * the callers read is taken from the query: its result tracks the fields read, and spreading it read (and so
 * subscribed to) every one, on every render of every page.
 */
export function useCommunity() {
  const query = useQuery(communityQueryOptions());
  const data = query.data;
  return { community: data ?? PLACEHOLDER_COMMUNITY, data, isPending: query.isPending };
}
