import type { Insertable, Selectable } from 'kysely';
import type {
  BannersTable,
  EventCategoriesTable,
  EventGroupsTable,
  EventParticipantsTable,
  EventRow,
  NewEvent,
} from '../src/db/types.ts';
import type { TestContext } from './helpers.ts';

/**
 * Row factories for tests: insert straight through ctx.db with sensible defaults and overrides.
 * Timestamps step forward one second per row from a fixed base, so "newest first" is deterministic.
 */
type Ctx = Pick<TestContext, 'db'>;

let seq = 0;
const BASE = Date.UTC(2026, 0, 1, 0, 0, 0);
/** A fresh, strictly increasing ISO instant. */
export function nextInstant(): string {
  seq += 1;
  return new Date(BASE + seq * 1000).toISOString();
}

const DAY = 24 * 3_600_000;

export async function createCategory(ctx: Ctx, overrides: Partial<Insertable<EventCategoriesTable>> = {}) {
  seq += 1;
  return ctx.db
    .insertInto('event_categories')
    .values({
      name: `kategori-${seq}`,
      display_name: `Kategori ${seq}`,
      icon_url: `/uploads/icon-${seq}.png`,
      created_at: nextInstant(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createGroup(ctx: Ctx, overrides: Partial<Insertable<EventGroupsTable>> = {}) {
  seq += 1;
  return ctx.db
    .insertInto('event_groups')
    .values({
      name: `grup-${seq}`,
      display_name: `Grup ${seq}`,
      image_url: `/uploads/group-${seq}.jpg`,
      created_at: nextInstant(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An event, PUBLISH by default, starting in 30 days for 3 hours. Pass `status`, `deleted: 1`,
 * `user_id`, `event_category_id`, `event_group_id`, dates ... as needed.
 */
export async function createEvent(ctx: Ctx, overrides: Partial<NewEvent> = {}): Promise<EventRow> {
  seq += 1;
  const n = seq;
  const created = overrides.created_at ?? nextInstant();
  const start = new Date(Date.now() + 30 * DAY);
  return ctx.db
    .insertInto('events')
    .values({
      name: `Acara ${n}`,
      image_url: `/uploads/event-${n}.jpg`,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      location: 'Gedung Serbaguna, Jakarta',
      description: 'Reuni dan temu kangen angkatan 86.',
      quota: null,
      status: 'PUBLISH',
      event_type: 'OFFLINE',
      event_creation_type: 'NEW',
      event_category_id: null,
      event_group_id: null,
      user_id: null,
      created_at: created,
      updated_at: created,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Registers the user for the event and keeps events.total_participant in step, as the write side does. */
export async function addParticipant(
  ctx: Ctx,
  eventId: number,
  userId: number,
): Promise<Selectable<EventParticipantsTable>> {
  const row = await ctx.db
    .insertInto('event_participants')
    .values({ event_id: eventId, user_id: userId, created_at: nextInstant() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('events')
    .set((eb) => ({ total_participant: eb('total_participant', '+', 1) }))
    .where('id', '=', eventId)
    .execute();
  return row;
}

export async function createBanner(ctx: Ctx, overrides: Partial<Insertable<BannersTable>> = {}) {
  seq += 1;
  return ctx.db
    .insertInto('banners')
    .values({
      banner_url: `/uploads/banner-${seq}.jpg`,
      banner_type: 'BANNER_EVENT',
      placement: 'HEROES',
      name: `Banner ${seq}`,
      redirect_url: null,
      description: null,
      location: null,
      date_text: null,
      created_at: nextInstant(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
