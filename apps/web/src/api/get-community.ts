import type { Community, CommunityBodyInput } from '@alumni/contract';
import { DEFAULT_COMMUNITY } from '@alumni/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
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

/** What `useCommunity` gives: `community` is the placeholder while loading or when the request failed. */
export interface CommunityState {
  community: Community;
  data: Community | undefined;
  isPending: boolean;
}

const CommunityContext = createContext<CommunityState | null>(null);

/**
 * Reads the community once for every screen below it (app/app.tsx, entry-server.tsx): the logo, the footer, the
 * document title and the page each asked for it with a query observer of their own, a few times per page, and on
 * the server each observer is built anew for every page it renders (docs/decisions/039). Only what the callers
 * read is taken from the query: its result tracks the fields read, and spreading it read (and so subscribed to)
 * every one, on every render of every page.
 */
export function CommunityProvider({ children }: { children: ReactNode }) {
  const query = useQuery(communityQueryOptions());
  const data = query.data;
  const isPending = query.isPending;
  const value = useMemo(
    (): CommunityState => ({ community: data ?? PLACEHOLDER_COMMUNITY, data, isPending }),
    [data, isPending],
  );
  return createElement(CommunityContext.Provider, { value }, children);
}

/** The community's details, from the CommunityProvider above (the app's root has one). */
export function useCommunity(): CommunityState {
  const state = useContext(CommunityContext);
  if (!state) throw new Error('useCommunity needs a <CommunityProvider> above it (app/app.tsx)');
  return state;
}
