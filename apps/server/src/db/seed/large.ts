import type { Insertable } from 'kysely';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/password.ts';
import { generatePassword } from '../../modules/auth/bootstrap.service.ts';
import type { Db } from '../index.ts';
import type { EventParticipantsTable, EventsTable } from '../types.ts';
import {
  assertEventCounters,
  at,
  DAY,
  HOUR,
  insertChunked,
  isEmptyForSeed,
  iso,
  MINUTE,
  type SeedLogger,
} from './bulk.ts';
import { CATEGORIES, CATEGORY_PARAGRAPHS, GROUPS } from './demo-content.ts';
import { EVENTS } from './demo-event-list.ts';
import {
  apportion,
  gcd,
  insertCatalog,
  insertComments,
  insertLogins,
  insertUsers,
  prng,
} from './large-tables.ts';
import { placeholderImages } from './placeholder-images.ts';

/**
 * Benchmark-sized data: many members, events, registrations and comments, written with multi-row inserts
 * in one transaction. Counters are consistent (events.total_participant = registration rows), a member
 * registers at most once per event, and no event is over its quota.
 */

export interface LargeOptions {
  users: number;
  events: number;
  participations: number;
  comments: number;
}
export const LARGE_DEFAULTS: LargeOptions = {
  users: 20_000,
  events: 2_000,
  participations: 100_000,
  comments: 200_000,
};

export interface LargeResult {
  counts: LargeOptions & { logins: number };
  /** The published event with the most registrations (what the benchmark reads). */
  busiestEventId: number;
  /**
   * The password every benchmark member (anggota1, anggota2, ...) shares, made at random for this run so the
   * benchmark can sign in and nobody else knows it (no known credential even in benchmark data).
   */
  password: string;
  ms: number;
}

/** Small fast PRNG (mulberry32): hundreds of thousands of draws, reproducible. */
export async function seedLarge(
  db: Db,
  config: Config,
  log: SeedLogger,
  options: Partial<LargeOptions> = {},
  opts: { now?: Date } = {},
): Promise<LargeResult> {
  const o = { ...LARGE_DEFAULTS, ...options };
  const password = generatePassword();
  if (o.users < 1 || o.events < 1) throw new Error('seedLarge: need at least one user and one event');
  if (!(await isEmptyForSeed(db))) {
    throw new Error(
      'Basis data tidak kosong: data skala besar hanya diisi ke basis data tanpa acara dan anggota.',
    );
  }
  const started = performance.now();
  const nowMs = (opts.now ?? new Date()).getTime();
  const rnd = prng(86);

  const [images, passwordHash] = await Promise.all([
    Promise.all([
      placeholderImages(
        config.uploadDir,
        CATEGORIES.map((c, i) => ({ kind: 'category', motif: c.motif, tone: i })),
      ),
      placeholderImages(
        config.uploadDir,
        GROUPS.map((g, i) => ({ kind: 'group', motif: g.motif, tone: i, title: g.name })),
      ),
      placeholderImages(
        config.uploadDir,
        CATEGORIES.map((c, i) => ({
          kind: 'event',
          motif: c.motif,
          tone: i,
          title: `Acara ${c.displayName}`,
          label: c.displayName,
        })),
      ),
      placeholderImages(
        config.uploadDir,
        Array.from({ length: 8 }, (_, i) => ({ kind: 'avatar', motif: 'komunitas', tone: i * 3 }) as const),
      ),
    ]),
    hashPassword(password, config.scryptLogN),
  ]);
  const [categoryIcons, groupImages, eventImages, avatars] = images;

  const result = await db.transaction().execute(async (tx) => {
    const catalog = await insertCatalog(tx, categoryIcons, groupImages, nowMs);
    const userIds = await insertUsers(tx, o.users, passwordHash, avatars, nowMs, rnd);
    const U = userIds.length;

    // Events: dates from two years ago to six months ahead; registrations skewed (a few very popular events).
    const plans = Array.from({ length: o.events }, (_, i) => {
      const seed = at(EVENTS, i % EVENTS.length);
      const startMs = Math.floor((nowMs + rnd.int(-720, 180) * DAY) / HOUR) * HOUR;
      const past = startMs < nowMs;
      const status = past
        ? rnd.next() < 0.8
          ? 'EXPIRED'
          : 'PUBLISH'
        : rnd.next() < 0.08
          ? 'DRAFT'
          : 'PUBLISH';
      const createdMs = Math.min(startMs - rnd.int(7, 60) * DAY, nowMs - HOUR);
      return {
        i,
        seed,
        startMs,
        createdMs,
        status,
        weight: status === 'DRAFT' ? 0 : 1 / (1 + rnd.int(0, o.events)) ** 0.9,
      };
    });
    const extra = apportion(
      Math.max(0, o.participations - plans.length),
      plans.map((p) => p.weight),
      Math.max(0, U - 1),
    );
    const busiest = extra.reduce((best, n, i) => (n > (extra[best] ?? 0) ? i : best), 0);
    const events = plans.map((p, i) => {
      const count = 1 + (extra[i] ?? 0);
      const status = i === busiest ? 'PUBLISH' : p.status;
      let stride = rnd.int(1, Math.max(1, U - 1));
      while (U > 1 && gcd(stride, U) !== 1) stride = (stride % (U - 1)) + 1;
      const quota =
        rnd.next() < 0.15 && i !== busiest ? count + (rnd.next() < 0.5 ? 0 : rnd.int(1, 50)) : null;
      return {
        ...p,
        status,
        count,
        quota,
        first: rnd.int(0, U - 1),
        stride,
        name: `${p.seed.name} #${Math.floor(i / EVENTS.length) + 1}`,
      };
    });
    const member = (e: (typeof events)[number], j: number) => at(userIds, (e.first + j * e.stride) % U);

    const eventRows: Insertable<EventsTable>[] = events.map((e) => {
      const category = CATEGORIES.findIndex((c) => c.key === e.seed.category);
      const online = e.seed.venue === undefined;
      return {
        name: e.name,
        image_url: eventImages[category] ?? null,
        start_date: iso(e.startMs),
        end_date: iso(e.startMs + e.seed.hours * HOUR),
        location: e.seed.venue ?? `https://meet.example.id/alumni86-${e.i + 1}`,
        description: `${e.seed.blurb}\n\n${CATEGORY_PARAGRAPHS[e.seed.category][0] ?? ''}`,
        quota: e.quota,
        status: e.status,
        total_viewer: e.count * rnd.int(2, 4) + rnd.int(0, 50),
        total_participant: e.count,
        event_type: online ? 'ONLINE' : 'OFFLINE',
        event_creation_type: e.i < GROUPS.length * 5 ? 'NEW' : 'CONTINUED',
        event_category_id: catalog.categoryIds[category] ?? null,
        event_group_id: catalog.groupIds[e.i % catalog.groupIds.length] ?? null,
        user_id: member(e, 0),
        deleted: 0,
        created_at: iso(e.createdMs),
        updated_at: iso(e.createdMs),
      };
    });
    await insertChunked(tx, 'events', eventRows);
    const eventIds = new Map(
      (await tx.selectFrom('events').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
    );
    const idOf = (e: (typeof events)[number]) => {
      const id = eventIds.get(e.name);
      if (id === undefined) throw new Error(`seedLarge: event ${e.name} was not written`);
      return id;
    };

    // Registrations: member j of event e is users[(first + j * stride) mod U], stride coprime with U, so the
    // first `count` members are distinct; j = 0 is the creator, registered when the event was created.
    const participants: Insertable<EventParticipantsTable>[] = [];
    for (const e of events) {
      const until = Math.max(e.createdMs + MINUTE, Math.min(e.startMs - HOUR, nowMs - MINUTE));
      const step = (until - e.createdMs) / Math.max(1, e.count);
      const eventId = idOf(e);
      for (let j = 0; j < e.count; j++) {
        participants.push({
          event_id: eventId,
          user_id: member(e, j),
          created_at: iso(e.createdMs + Math.floor(j * step)),
        });
      }
    }
    await insertChunked(tx, 'event_participants', participants);

    const commented = await insertComments(tx, events, idOf, member, o.comments, nowMs, rnd);
    const logins = await insertLogins(tx, userIds);
    await assertEventCounters(tx);
    return {
      counts: {
        users: U,
        events: events.length,
        participations: participants.length,
        comments: commented,
        logins,
      },
      busiestEventId: idOf(at(events, busiest)),
    };
  });
  const ms = Math.round(performance.now() - started);
  log.info({ ...result.counts, ms }, 'Data skala besar dibuat');
  return { ...result, password, ms };
}
