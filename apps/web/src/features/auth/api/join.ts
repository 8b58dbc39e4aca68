import type { JoinCheck, JoinInput, JoinMatch, JoinOutcome } from '@alumni/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** POST /api/v1/join/check: whether the 'Tautan Gabung' works and how registration goes (docs/decisions/022). */
export function useJoinCheck(token: string) {
  return useQuery({
    queryKey: ['join-check', token] as const,
    queryFn: ({ signal }) =>
      api<JoinCheck>('/api/v1/join/check', { method: 'POST', body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/v1/join/match: an imported, not-yet-active member with this e-mail or number. */
export function matchJoin(body: { token: string; email: string; phoneNumber?: string }): Promise<JoinMatch> {
  return api<JoinMatch>('/api/v1/join/match', { method: 'POST', body });
}

/** POST /api/v1/join. */
export function useJoin() {
  return useMutation({
    mutationFn: (body: JoinInput) => api<JoinOutcome>('/api/v1/join', { method: 'POST', body }),
  });
}
