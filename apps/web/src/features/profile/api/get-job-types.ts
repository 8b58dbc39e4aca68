import type { JobType, JobTypeListResult } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/job: the job types of the experience panel's select. */
export async function getJobTypes(signal?: AbortSignal): Promise<JobType[]> {
  const result = await api<JobTypeListResult['result']>('/api/v1/job', { signal });
  return result.datas;
}

export const jobTypesQueryOptions = queryOptions({
  queryKey: ['job-types'],
  queryFn: ({ signal }) => getJobTypes(signal),
  staleTime: 10 * 60_000,
});

export function useJobTypes() {
  return useQuery(jobTypesQueryOptions);
}
