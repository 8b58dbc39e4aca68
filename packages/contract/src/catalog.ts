import { z } from 'zod';
import { listOf, resultOf } from './common.ts';
import { EventGroup, pageFields } from './events.ts';
import { positiveId } from './ids.ts';

/** The spec's client asks for offset 0, limit 99999: clamped to this, never refused. */
export const CATALOG_MAX_LIMIT = 1000;
export const CATALOG_DEFAULT_LIMIT = 100;

export const CatalogPageQuery = z.object({ ...pageFields });
export type CatalogPageQuery = z.infer<typeof CatalogPageQuery>;

export const EventCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  iconUrl: z.string().nullable(),
  /** Visible (PUBLISH or EXPIRED, not deleted) events in the category, for the category tiles. */
  eventCount: z.number().int().optional(),
});
export type EventCategory = z.infer<typeof EventCategory>;

export const EventCategoryListResult = listOf(EventCategory);
export type EventCategoryListResult = z.infer<typeof EventCategoryListResult>;

export const EventGroupListResult = listOf(EventGroup);
export type EventGroupListResult = z.infer<typeof EventGroupListResult>;

export const EventGroupResult = resultOf(EventGroup);
export type EventGroupResult = z.infer<typeof EventGroupResult>;

export const EventGroupIdParam = z.object({ id: positiveId('ID grup tidak valid') });

export const EVENT_GROUP_NOT_FOUND = 'Grup acara tidak ditemukan.';

/** Job type (docs/spec.md §3), for the working-experience form. */
export const JobType = z.object({ id: z.number().int(), name: z.string() });
export type JobType = z.infer<typeof JobType>;

export const JobTypeListResult = resultOf(z.object({ datas: z.array(JobType) }));
export type JobTypeListResult = z.infer<typeof JobTypeListResult>;
