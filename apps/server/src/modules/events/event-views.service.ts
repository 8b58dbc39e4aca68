/**
 * Event page views counted off the request path (docs/decisions/033): a first view of an event by a viewer
 * (docs/spec.md §5 'totalViewer'; one per member, one per visitor address, docs/decisions/011) is kept in a
 * bounded in-memory buffer and written, with every other view of that second, in one transaction. A view is
 * then no write on the request path: it moves nothing in the read cache, so the answers of every other viewer
 * stay cached while a crowd opens events for the first time.
 *
 * - Exact: the flush inserts the (event, viewer) rows with "on conflict do nothing" and adds to each event's
 *   counter only the rows it really inserted, so two instances, or a viewer buffered twice, count once. Until
 *   the flush, this instance's answers add its buffered views of the event (`pending`), so a viewer sees their
 *   own view at once, as before.
 * - Bounded: at most MAX_PENDING views wait; beyond that a view is written on the request path as before
 *   (`overflow`), never dropped.
 * - A restart loses at most the views of the last unflushed second (the buffer is flushed on close, so a
 *   graceful stop loses none) and never counts one twice: a viewer whose row exists is not counted again.
 * - A failed flush keeps its views for the next one (up to the bound).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../../db/index.ts';
import { insertViews, recordView } from './events.repo.ts';

/** How often the buffer is written. */
export const VIEW_FLUSH_MS = 1000;
/** At most this many views wait in memory (about 100 bytes each). */
export const MAX_PENDING = 20_000;

export interface ViewCounter {
  /**
   * A view of `eventId` by `viewerKey`, whose event_views row the caller found missing: buffered (or, when the
   * buffer is full, written now). Resolves to the views of the event this instance has not written yet.
   */
  add(eventId: number, viewerKey: string, at: string): Promise<number>;
  /** This instance's buffered views of `eventId` (0 when none). */
  pending(eventId: number): number;
  /** Whether this viewer's view of `eventId` waits in the buffer. */
  has(eventId: number, viewerKey: string): boolean;
  /**
   * The views of `eventId` this instance has counted since it started, written or waiting (a view its flush found
   * written already, by another instance, is taken back). A kept answer that showed the count when this was `n`
   * shows it now by adding the difference (docs/decisions/043).
   */
  tally(eventId: number): number;
  /** How many views wait. */
  readonly size: number;
  /** Writes what waits now (also on the timer and on close); resolves when it is written or kept for later. */
  flush(): Promise<void>;
  /** Starts the timer (idempotent). */
  start(): void;
  /** Stops the timer and writes what waits. */
  stop(): Promise<void>;
}

interface View {
  eventId: number;
  viewerKey: string;
  at: string;
}

const pairKey = (eventId: number, viewerKey: string) => `${eventId} ${viewerKey}`;

export function createViewCounter(opts: {
  db: Db;
  dialect: Dialect;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  maxPending?: number;
  intervalMs?: number;
}): ViewCounter {
  const max = opts.maxPending ?? MAX_PENDING;
  let waiting = new Map<string, View>();
  /** Views per event in `waiting` and in a flush not yet committed. */
  const perEvent = new Map<number, number>();
  /** `tally`: views per event counted by this instance since it started. */
  const tallies = new Map<number, number>();
  const addTally = (eventId: number, delta: number) =>
    tallies.set(eventId, (tallies.get(eventId) ?? 0) + delta);
  let inFlight: Map<string, View> | null = null;
  let tail: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const count = (eventId: number, delta: number) => {
    const n = (perEvent.get(eventId) ?? 0) + delta;
    if (n > 0) perEvent.set(eventId, n);
    else perEvent.delete(eventId);
  };

  const writeOnce = async () => {
    if (waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    inFlight = batch;
    try {
      const inserted = await insertViews(opts.db, opts.dialect, [...batch.values()]);
      const written = new Map<number, number>();
      for (const v of batch.values()) {
        count(v.eventId, -1);
        written.set(v.eventId, (written.get(v.eventId) ?? 0) + 1);
      }
      // A view another instance had written already is not one more.
      for (const [eventId, n] of written) addTally(eventId, (inserted.get(eventId) ?? 0) - n);
    } catch (err) {
      // Kept for the next flush, as far as the bound allows; what does not fit is lost and said so.
      let lost = 0;
      for (const [key, v] of batch) {
        if (waiting.has(key)) {
          count(v.eventId, -1);
          addTally(v.eventId, -1);
        } else if (waiting.size < max) waiting.set(key, v);
        else {
          lost += 1;
          count(v.eventId, -1);
          addTally(v.eventId, -1);
        }
      }
      opts.log.error({ err, kept: batch.size - lost, lost }, 'event views could not be written');
    } finally {
      inFlight = null;
    }
  };

  const flush = () => {
    const next = tail.then(writeOnce);
    tail = next.catch(() => {});
    return next;
  };

  return {
    async add(eventId, viewerKey, at) {
      const key = pairKey(eventId, viewerKey);
      if (waiting.has(key) || inFlight?.has(key)) return perEvent.get(eventId) ?? 0;
      if (waiting.size >= max) {
        // Full: this view is written on the request path, as every view was before the buffer.
        opts.log.warn({ waiting: waiting.size }, 'event view buffer full: view written at once');
        if ((await recordView(opts.db, eventId, viewerKey, at)) !== null) addTally(eventId, 1);
        return perEvent.get(eventId) ?? 0;
      }
      waiting.set(key, { eventId, viewerKey, at });
      count(eventId, 1);
      addTally(eventId, 1);
      return perEvent.get(eventId) ?? 0;
    },
    pending: (eventId) => perEvent.get(eventId) ?? 0,
    tally: (eventId) => tallies.get(eventId) ?? 0,
    has: (eventId, viewerKey) => {
      const key = pairKey(eventId, viewerKey);
      return waiting.has(key) || (inFlight?.has(key) ?? false);
    },
    get size() {
      return waiting.size + (inFlight?.size ?? 0);
    },
    flush,
    start() {
      if (timer) return;
      const tick = () => {
        timer = setTimeout(async () => {
          await flush().catch(() => {});
          if (timer) tick();
        }, opts.intervalMs ?? VIEW_FLUSH_MS);
        timer.unref();
      };
      tick();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
