/**
 * A short-lived answer cache for read endpoints (docs/decisions/017-read-cache.md; docs/decisions/011).
 *
 * Per instance, the serialized 200 answers of the GET routes that opt in with `config: { readCache: ... }`
 * are kept in an LRU, keyed by the viewer (a visitor, or the member's id) and the path with its query
 * parameters sorted. The route's `onRequest` guard still runs on every request, so a revoked or expired
 * token is refused before the cache is looked at. An entry is served while
 *   (a) it is younger than `READ_CACHE_TTL_MS` on the app clock (`deps.now`: a test that moves its clock
 *       sees time pass), and
 *   (b) nothing it shows was written since it was computed (`Generations`, docs/decisions/038):
 *       - every write not scoped to an event drops every answer: any non-GET request (when it starts, when its
 *         answer is made after its transaction, and when it is finished) and a background job run that wrote
 *         something (lib/jobs.ts);
 *       - a write scoped to one event (`writesEvent`: a registration, a cancellation, the waitlist, a check-in)
 *         drops at once the members' answers about that event (its detail, its participants) and the writer's
 *         own answers; the answers about other events stay; the answers it changes only the counts of are served
 *         at most `COUNTS_LAG_MS` after it: those about no one event (the lists, search, the visitors' pages with
 *         their counts) and, since docs/decisions/048, the visitors' answers and page about the event itself.
 * An event page's first view is buffered, not written, and moves nothing (docs/decisions/033); a kept event
 * answer is served to a first view too, the view counted and the count brought up to date by the route's
 * `served` (docs/decisions/043). An answer is
 * stored only if nothing it shows was written while it was computed. The visitor's server-rendered pages opt in
 * as well: they are the same for every visitor (modules/pages, modules/events/event-page.routes.ts). With Redis
 * every write is announced to the other instances with its scope; without, they serve at most TTL-old answers
 * (docs/decisions/016: several instances).
 *
 * The answer is stored before compression (@fastify/compress's onSend runs after ours) with the headers the
 * handler set (content-type, cache-control, ETag if any); the security headers and the request id are set per
 * request by their own hooks. A stored answer is compressed once per encoding, when a request first asks for it
 * (brotli, gzip), and kept with the entry: a cached answer is then sent compressed as @fastify/compress would
 * have sent it, without compressing it again for every request (lib/compressed-answers.ts, docs/decisions/033
 * "Fourth step"): a visitor's at brotli's usual quality (it goes to many), a member's own at the cheaper quality
 * of a body for one asker ("Sixth step").
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import {
  type AnswerEncoding,
  answerEncoding,
  type CompressedHead,
  compressBody,
  compressHead,
  compressible,
  STORED_TAIL_MAX,
  withTail,
} from './compressed-answers.ts';
import { REDIS_PREFIX } from './shared-state.ts';

/** The Redis channel on which instances announce their writes to each other. */
export const WRITES_CHANNEL = `${REDIS_PREFIX}read-cache:writes`;
/** The sign-in check's row (lib/auth.ts) is never older than this, whatever `READ_CACHE_TTL_MS` says. */
export const SIGN_IN_ROW_MAX_MS = 1000;

export interface ReadCacheRoute {
  /**
   * A kept answer about to be served to this request: what the route does first, and the body it sends (the
   * kept body, or that body with what changed since: docs/decisions/043). The event's answer counts the
   * viewer's first view there, as its handler would, and carries the view count as it is now (`keepWithAnswer`).
   * The view itself is buffered, not written (docs/decisions/033), so this moves no generation. A body other
   * than the kept one is compressed for this answer alone, unless it is given as the kept body's start and a
   * short tail (`SplicedText`): then the start is compressed once for the entry and the tail sent stored after
   * it (docs/decisions/045).
   */
  served?: (req: FastifyRequest, kept: KeptAnswer) => Promise<string | SplicedText>;
  /**
   * The event the answer is about, read from the raw URL (before validation): an answer about one event is
   * dropped by every write on that event and by every write that is not scoped to an event, and kept across
   * the scoped writes on other events (docs/decisions/038). `undefined` (an id that is no number): the answer
   * is not kept.
   */
  event?: (req: FastifyRequest) => number | undefined;
  /**
   * Whether this request may be served the members' answer (docs/decisions/039): the route's answer is the same
   * for every member except those it names, and its handler says whom with `namesMembers` (the participant
   * list: a member sees his own companions' names). A member it does not name gets the answer kept for all
   * members, and the first one computed for a member it does not name is kept for the others. The route says
   * no for a viewer whose answer has more (an admin); a visitor has the visitors' answer.
   */
  membersShare?: (req: FastifyRequest) => boolean;
}

/**
 * What `served` sends when only the end of the kept body changed: the kept body up to `cut` (the same point for
 * every answer served from one kept body), then `tail`.
 */
export interface SplicedText {
  cut: number;
  tail: string;
}

/** A spliced text written out. */
export const splicedText = (body: string, spliced: SplicedText) => body.slice(0, spliced.cut) + spliced.tail;

/** A kept answer as `ReadCacheRoute.served` sees it. */
export interface KeptAnswer {
  body: string;
  /** What the handler kept with it (`keepWithAnswer`). */
  mark: number | undefined;
}

/** A number kept with the answer this request computes and handed back when it is served (`served`). */
export function keepWithAnswer(req: FastifyRequest, mark: number): void {
  (req as WithState)[MARK] = mark;
}

/**
 * The members an answer is personal to (`membersShare`): for them it differs from the one every other member
 * gets, so it is never served to another member nor kept for them.
 */
export function namesMembers(req: FastifyRequest, ids: Iterable<number>): void {
  (req as WithState)[NAMES] = new Set(ids);
}

/** An id in a raw path or query parameter or an announcement ('007' is event 7), or `undefined`. */
export function rawId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt-in to the read cache (lib/read-cache.ts); only for answers that are the same for every request of a viewer. */
    readCache?: true | ReadCacheRoute;
    /**
     * A write that changes nothing a cached answer shows (read marks: docs/decisions/033): it moves no
     * generation, so a discussion does not drop every cached answer. The architecture test allows it only in
     * modules whose tables no cached route reads (`KEEPS_READ_CACHE` in architecture.test.ts).
     */
    keepsReadCache?: true;
    /**
     * A write that changes only one event's registrations, waitlist and check-ins (docs/decisions/038): its
     * event (from the validated body). It drops the answers about that event and the writer's own answers at
     * once; the other answers about other events stay; the lists and counts everyone shares show it within
     * `COUNTS_LAG_MS`. The architecture test allows it only in modules that write nothing but those tables
     * (`EVENT_SCOPED_WRITES` in architecture.test.ts).
     */
    writesEvent?: (req: FastifyRequest) => number;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface ReadCache {
  /** Whether answers are kept at all (`READ_CACHE_TTL_MS` > 0). */
  readonly enabled: boolean;
  /** How long an answer is kept (`READ_CACHE_TTL_MS`); 0 when off. */
  readonly ttlMs: number;
  /**
   * Something was or is being written (not scoped to an event): no answer computed before now is served again,
   * here or (with Redis) on any other instance.
   */
  bump(): void;
  /**
   * `compute()`'s value for `key`, reused under the same rule as the answers (no write since, younger than the
   * TTL and than `SIGN_IN_ROW_MAX_MS`): for the sign-in check's row (lib/auth.ts). A value computed while
   * something was written is not kept. With the cache off, always `compute()`.
   */
  remember<T extends object>(key: string, compute: () => Promise<T | undefined>): Promise<T | undefined>;
}

interface Entry {
  key: string;
  body: string;
  headers: Record<string, string | number | string[]>;
  scope: AnswerScope;
  stamp: Stamp;
  storedAt: number;
  /** The members' answer (`membersShare`): the members it is not for (it names them). */
  names?: ReadonlySet<number> | undefined;
  /** What the handler kept with the answer (`keepWithAnswer`). */
  mark: number | undefined;
  /** Whether @fastify/compress would compress this answer (its type, at least the threshold). */
  compressible: boolean;
  /** The body compressed, per encoding, once made (shared by the entry's copies). */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
  /** The compressions under way (one per entry and encoding, whoever asks meanwhile waits for it). */
  encoding: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
  /** The body's start up to a `SplicedText`'s cut, compressed once per encoding (`served`; null: too long). */
  heads: Partial<Record<AnswerEncoding, { cut: number; head: CompressedHead | null }>>;
}

/** Headers made per request (by other hooks or from the payload), never copied from a stored answer. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'connection',
  'content-length',
  'content-encoding',
  'vary',
  'transfer-encoding',
  'date',
]);

/**
 * At most this many answers and bytes per instance in each of the three parts of the cache (the visitors' shared
 * answers and pages; the members' shared answers; the members' own answers), so at most three times this in all
 * (bounded memory).
 */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A visitor’s key (`v `, the method and the URL: the answer is the same for every visitor). */
const isVisitorsKey = (key: string) => key.startsWith('v ');
/** The members' key (`m `, `membersShare`): an answer kept for every member it does not name. */
const isMembersKey = (key: string) => key.startsWith('m ');
/** A shared answer (the visitors' or the members') goes to many: compressed at brotli's usual quality. */
const bodyUse = (key: string) => (isVisitorsKey(key) || isMembersKey(key) ? 'shared' : 'own');

/** Where an answer is kept: its key, what it depends on and the generations it is computed under. */
interface Keeping {
  key: string;
  scope: AnswerScope;
  stamp: Stamp;
}

interface RequestState extends Keeping {
  hit: boolean;
  /** Where the answer is kept when it is the members' (`membersShare`, a member it does not name). */
  members?: Keeping | undefined;
  /** This request computes the answer others with the same key wait for. */
  flight?: Flight | undefined;
}

interface Flight {
  stamp: Stamp;
  landed: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
}

/**
 * The shared lists and counts (an answer about no one event) and the visitors' answers about an event are served
 * at most this long after a write scoped to an event (a registration): the counts a visitor or a list shows lag a
 * crowd's registrations by at most this, while the members' answers about the event itself and the writer's own
 * are dropped at once (docs/decisions/038, 048).
 */
export const COUNTS_LAG_MS = 5_000;

/**
 * What an answer depends on besides every unscoped write: the event it is about, the member it is for, and
 * whether it is a visitor's (`visitor`: no one's own state in it, so a scoped write shows in it only as counts).
 */
interface AnswerScope {
  event: number | null;
  viewer: number | null;
  visitor?: boolean;
}
/** Where a scoped write's changes show: its event, and the member who wrote (null: a visitor). */
interface WriteScope {
  event: number;
  viewer: number | null;
}
/** The generations an answer was computed under (see `Generations`). */
interface Stamp {
  all: number;
  event: number;
  viewer: number;
  any: number;
}

/** At most this many events and members with a generation of their own; past it a scoped write drops all. */
export const MAX_SCOPES = 10_000;

/**
 * The write generations (docs/decisions/017, 038). `all` moves at every write not scoped to an event (and then
 * the per-event and per-member ones start again: every answer is dropped anyway); a write scoped to an event
 * moves that event's, its writer's, and `any`, which moves at every write of either kind.
 */
export class Generations {
  all = 0;
  any = 0;
  private readonly events = new Map<number, number>();
  private readonly viewers = new Map<number, number>();

  everything(): void {
    this.all += 1;
    this.any += 1;
    this.events.clear();
    this.viewers.clear();
  }

  scoped(write: WriteScope): void {
    if (this.events.size >= MAX_SCOPES || this.viewers.size >= MAX_SCOPES) {
      this.everything();
      return;
    }
    this.any += 1;
    this.events.set(write.event, (this.events.get(write.event) ?? 0) + 1);
    // A member's generation is `any` at his last scoped write: it moves at each of them (as a count would), and
    // says when he last wrote (`wroteSince`).
    if (write.viewer !== null) this.viewers.set(write.viewer, this.any);
  }

  /**
   * Whether `viewer` made a scoped write after `stamp` was taken: an answer about no one event kept for all
   * members may lag his write by COUNTS_LAG_MS for the others, never for him (docs/decisions/051).
   */
  wroteSince(viewer: number, stamp: Stamp): boolean {
    return (this.viewers.get(viewer) ?? 0) > stamp.any;
  }

  stamp(scope: AnswerScope): Stamp {
    return {
      all: this.all,
      event: scope.event === null ? 0 : (this.events.get(scope.event) ?? 0),
      viewer: scope.viewer === null ? 0 : (this.viewers.get(scope.viewer) ?? 0),
      any: this.any,
    };
  }

  /**
   * Whether nothing an answer of `scope` shows was written since `stamp`: no unscoped write, none on its event
   * or by its member, and (for an answer about no one event) no scoped write at all. `young`: the answer is
   * still within `COUNTS_LAG_MS`, so a scoped write does not drop yet an answer it changes only the counts of:
   * one about no one event (a scoped write elsewhere), or a visitor's about the event written (docs/decisions/048).
   */
  unchanged(stamp: Stamp, scope: AnswerScope, young = false): boolean {
    const now = this.stamp(scope);
    if (stamp.all !== now.all || stamp.viewer !== now.viewer) return false;
    if (young && (scope.event === null || scope.visitor === true)) return true;
    return stamp.event === now.event && (scope.event !== null || stamp.any === now.any);
  }
}

/** A scoped write as announced to the other instances: `<sender> <event> <member or ->`; unscoped: `<sender>`. */
function announcement(self: string, write: WriteScope | null): string {
  return write ? `${self} ${write.event} ${write.viewer ?? '-'}` : self;
}
function heardScope(message: string): { from: string; write: WriteScope | null } {
  const [from = '', event, viewer] = message.split(' ');
  const id = rawId(event);
  if (id === undefined) return { from, write: null };
  const member = viewer === undefined || viewer === '-' ? null : rawId(viewer);
  return { from, write: { event: id, viewer: member ?? null } };
}

const STATE = Symbol('readCache');
/** A scoped write's scope, once its body is validated. */
const WRITE = Symbol('readCacheWrite');
/** The members an answer names (`namesMembers`). */
const NAMES = Symbol('readCacheNames');
/** What the handler keeps with its answer (`keepWithAnswer`). */
const MARK = Symbol('readCacheMark');
type WithState = FastifyRequest & {
  [STATE]?: RequestState;
  [WRITE]?: WriteScope;
  [NAMES]?: ReadonlySet<number>;
  [MARK]?: number;
};

/** The cache key's path part: the path and its query parameters sorted (`?b=2&a=1` = `?a=1&b=2`). */
export function normalizedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

const viewerOf = (req: FastifyRequest) => (req.auth ? `u${req.auth.id}` : 'v');

/**
 * Announces this instance's writes on `WRITES_CHANNEL` and hears the others' (`heard`), over `redis` and a
 * second connection for the subscription (a subscribed Redis connection can do nothing else). An announcement
 * that cannot be sent is dropped: the other instances then see the change within their TTL, as without Redis.
 * A scoped write is announced with its scope; an instance that does not read scopes takes it for an unscoped
 * one (it only differs from its own id), so instances of two versions still drop what they must.
 */
function sharedWrites(
  app: FastifyInstance,
  redis: Redis,
  heard: (write: WriteScope | null) => void,
): (write: WriteScope | null) => void {
  const self = randomUUID();
  const listener = redis.duplicate();
  listener.on('error', (err) => app.log.warn({ err: err.message }, 'redis (read-cache writes)'));
  listener.on('message', (_channel, message) => {
    const { from, write } = heardScope(message);
    if (from !== self) heard(write);
  });
  const subscribed = listener.subscribe(WRITES_CHANNEL).catch((err) => {
    app.log.warn({ err: err.message }, "read cache: not subscribed to other instances' writes");
  });
  app.addHook('onReady', async () => {
    await subscribed;
  });
  app.addHook('onClose', async () => {
    await listener.quit().catch(() => listener.disconnect());
  });
  return (write) => {
    redis.publish(WRITES_CHANNEL, announcement(self, write)).catch(() => undefined);
  };
}

async function readCachePlugin(
  app: FastifyInstance,
  opts: { ttlMs: number; now: () => Date; redis?: Redis | undefined },
) {
  const gens = new Generations();
  const ttl = opts.ttlMs;
  const moved = (write: WriteScope | null) => (write ? gens.scoped(write) : gens.everything());
  const announce = ttl > 0 && opts.redis ? sharedWrites(app, opts.redis, moved) : () => {};
  /** A write (scoped or not) on this instance: moved here, and announced to the others. */
  const wrote = (write: WriteScope | null) => {
    moved(write);
    announce(write);
  };
  const rowTtl = Math.min(ttl, SIGN_IN_ROW_MAX_MS);
  const cache: ReadCache = {
    enabled: ttl > 0,
    ttlMs: Math.max(ttl, 0),
    bump: () => wrote(null),
    // The sign-in row (users, sessions) is changed by no write scoped to an event: only `all` drops it.
    async remember(key, compute) {
      if (ttl <= 0) return compute();
      const now = opts.now().getTime();
      const kept = remembered.get(key);
      if (kept && kept.generation === gens.all && now >= kept.storedAt && now - kept.storedAt < rowTtl)
        return kept.value as Awaited<ReturnType<typeof compute>>;
      const before = gens.all;
      const value = await compute();
      if (value !== undefined && gens.all === before)
        remembered.set(key, { value, generation: before, storedAt: now });
      return value;
    },
  };
  const remembered = new LRUCache<string, { value: object; generation: number; storedAt: number }>({
    max: MAX_ENTRIES,
  });
  app.decorate('readCache', cache);
  if (ttl <= 0) return;

  const part = () =>
    new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      // The compressed bodies count once made (`encodedBody` stores the entry again to re-weigh it).
      sizeCalculation: (e) =>
        e.body.length +
        (e.encoded.br?.length ?? 0) +
        (e.encoded.gzip?.length ?? 0) +
        (e.heads.br?.head?.bytes.length ?? 0) +
        (e.heads.gzip?.head?.bytes.length ?? 0) +
        256,
    });
  /**
   * The visitors' answers (one per URL, shared by every visitor: the list, search, the server-rendered pages),
   * the members' shared answers (`membersShare`: the lists, an event, its participants and comments) and the
   * members' own answers (one per member and URL, most of them asked once in a crowd) are kept apart: in one LRU
   * the members' flood pushed the visitors' pages out, each then rendered again (docs/decisions/033 "Fourth
   * step"), and a member paging through many searches would push out the answers all members share
   * (docs/decisions/051).
   */
  const visitors = part();
  const shared = part();
  const members = part();
  const entries = {
    of: (key: string) => (isVisitorsKey(key) ? visitors : isMembersKey(key) ? shared : members),
    get: (key: string) => entries.of(key).get(key),
    peek: (key: string) => entries.of(key).peek(key),
    set: (key: string, entry: Entry) => void entries.of(key).set(key, entry),
  };

  /**
   * The encoding a kept answer goes out in, as @fastify/compress would choose it: none for `x-no-compression`,
   * an answer it would not compress, or an Accept-Encoding without br or gzip. Then the plugin's onSend sees
   * the answer as it is (and leaves a compressed one alone: it already has its Content-Encoding).
   */
  const encodingFor = (req: FastifyRequest, entry: Entry) =>
    entry.compressible && req.headers['x-no-compression'] === undefined
      ? answerEncoding(req.headers['accept-encoding'])
      : null;

  /** The entry's body in `encoding`, compressed once for the entry (lib/compressed-answers.ts). */
  const encodedBody = (entry: Entry, encoding: AnswerEncoding): Buffer | Promise<Buffer> => {
    const made = entry.encoded[encoding];
    if (made) return made;
    let making = entry.encoding[encoding];
    if (!making) {
      // A visitor's answer is sent to many: brotli's usual quality; a member's own at the cheaper one.
      making = compressBody(entry.body, encoding, bodyUse(entry.key)).then(
        (buf) => {
          entry.encoded[encoding] = buf;
          delete entry.encoding[encoding];
          // Stored again as a new object (same body, same compressed bodies), so the LRU weighs it anew and
          // stays within its bytes; only while the entry is still the one kept for its key.
          if (entries.peek(entry.key) === entry) entries.set(entry.key, { ...entry });
          return buf;
        },
        (err: unknown) => {
          delete entry.encoding[encoding];
          throw err;
        },
      );
      entry.encoding[encoding] = making;
    }
    return making;
  };

  // Any non-read request is a write: the generations move when it starts and when its answer is made
  // (onSend runs after the handler's transaction), and once more when it is finished. The other instances
  // hear of it after the transaction (onSend, and onResponse for an answer that failed before onSend). A write
  // scoped to an event (`writesEvent`) moves its scope's, from its first preHandler on, when its body is valid;
  // one refused before that ran no handler and wrote nothing.
  const writes = (req: FastifyRequest) => !READS.has(req.method) && !req.routeOptions.config?.keepsReadCache;
  const scopedWrite = (req: FastifyRequest) => req.routeOptions.config?.writesEvent !== undefined;
  const written = (req: FastifyRequest) => {
    if (!writes(req)) return;
    if (!scopedWrite(req)) return wrote(null);
    const write = (req as WithState)[WRITE];
    if (write) wrote(write);
  };
  app.addHook('onRequest', (req, _reply, done) => {
    if (writes(req) && !scopedWrite(req)) gens.everything();
    done();
  });
  app.addHook('onSend', (req, _reply, payload, done) => {
    written(req);
    done(null, payload);
  });
  app.addHook('onResponse', (req, _reply, done) => {
    written(req);
    done();
  });

  /**
   * One computation per key at a time: while a request is computing an answer, others for the same key
   * and generations wait for it instead of running the same query (when an entry expires under load, all
   * the connections would otherwise miss at once).
   */
  const flights = new Map<string, Flight>();
  const usable = (entry: Entry | undefined): entry is Entry => {
    if (!entry) return false;
    const age = opts.now().getTime() - entry.storedAt;
    return age >= 0 && age < ttl && gens.unchanged(entry.stamp, entry.scope, age < COUNTS_LAG_MS);
  };
  const land = (state: RequestState | undefined, entry: Entry | undefined) => {
    const flight = state?.flight;
    if (!state || !flight) return;
    state.flight = undefined;
    if (flights.get(state.key) === flight) flights.delete(state.key);
    flight.settle(entry);
  };

  /**
   * A kept answer sent for `req`, compressed as the plugin would (once per entry and encoding); the route's
   * `served` first, when it has one.
   */
  const serve = async (req: FastifyRequest, reply: FastifyReply, entry: Entry, route: ReadCacheRoute) => {
    const text = route.served ? await route.served(req, { body: entry.body, mark: entry.mark }) : entry.body;
    (req as WithState)[STATE] = { key: entry.key, scope: entry.scope, stamp: entry.stamp, hit: true };
    reply.code(200).headers(entry.headers);
    if (typeof text !== 'string') return serveSpliced(req, reply, entry, text);
    // Changed for this request: compressed for it alone, by the plugin's hook (plugins/compression.ts).
    if (text !== entry.body) return reply.send(text);
    const encoding = encodingFor(req, entry);
    if (!encoding) return reply.send(entry.body);
    let body: Buffer;
    try {
      body = await encodedBody(entry, encoding);
    } catch (err) {
      // Not expected (zlib on a string); the plugin then compresses the answer as for any other.
      req.log.warn({ err }, 'read cache: a kept answer could not be compressed');
      return reply.send(entry.body);
    }
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
  };

  /**
   * The entry's body up to `cut`, compressed once for the entry and encoding (docs/decisions/045). The cut is
   * the route's, the same for every answer served from one body; a head made for another cut is made again.
   */
  const headOf = (entry: Entry, encoding: AnswerEncoding, cut: number): CompressedHead | null => {
    const made = entry.heads[encoding];
    if (made && made.cut === cut) return made.head;
    const head = compressHead(entry.body.slice(0, cut), encoding, bodyUse(entry.key));
    entry.heads[encoding] = { cut, head };
    // Weighed again with its head (as `encodedBody`), only while it is the entry kept for its key.
    if (entries.peek(entry.key) === entry) entries.set(entry.key, { ...entry });
    return head;
  };
  /**
   * A kept body whose end changed for this request (`SplicedText`): its compressed start and the new end stored
   * after it, no compression per answer; a long tail, or a request that gets no compression, as any other
   * changed body.
   */
  const serveSpliced = (req: FastifyRequest, reply: FastifyReply, entry: Entry, spliced: SplicedText) => {
    const encoding = encodingFor(req, entry);
    const tail = Buffer.byteLength(spliced.tail);
    const head =
      encoding && tail > 0 && tail <= STORED_TAIL_MAX ? headOf(entry, encoding, spliced.cut) : null;
    if (!encoding || !head) return reply.send(splicedText(entry.body, spliced));
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(withTail(head, spliced.tail));
  };

  const lookup = (route: ReadCacheRoute) =>
    async function readCacheLookup(req: FastifyRequest, reply: FastifyReply) {
      const event = route.event ? route.event(req) : null;
      // An answer about an event whose id is no number (refused by validation) is not kept.
      if (event === undefined) return;
      const scope: AnswerScope = { event, viewer: req.auth ? req.auth.id : null, visitor: !req.auth };
      const url = normalizedUrl(req.url);
      const key = `${viewerOf(req)} ${req.method} ${url}`;
      let members: Keeping | undefined;
      if (req.auth && route.membersShare?.(req)) {
        const membersKey = `m ${req.method} ${url}`;
        const kept = entries.get(membersKey);
        // Not to a member who wrote since it was computed, if it is about no one event (the lists): his own
        // write shows in his answers at once (docs/decisions/038, 051).
        if (
          usable(kept) &&
          !kept.names?.has(req.auth.id) &&
          !(event === null && gens.wroteSince(req.auth.id, kept.stamp))
        )
          return serve(req, reply, kept, route);
        const membersScope: AnswerScope = { event, viewer: null };
        members = { key: membersKey, scope: membersScope, stamp: gens.stamp(membersScope) };
      }
      let entry = entries.get(key);
      if (!usable(entry)) {
        const flight = flights.get(key);
        if (flight && gens.unchanged(flight.stamp, scope)) entry = await flight.landed;
      }
      if (usable(entry)) return serve(req, reply, entry, route);
      const stamp = gens.stamp(scope);
      const state: RequestState = { key, scope, stamp, hit: false, members };
      const running = flights.get(key);
      if (!running || !gens.unchanged(running.stamp, scope)) {
        let settle: (e: Entry | undefined) => void = () => {};
        const landed = new Promise<Entry | undefined>((resolve) => {
          settle = resolve;
        });
        state.flight = { stamp, landed, settle };
        flights.set(key, state.flight);
      }
      (req as WithState)[STATE] = state;
    };

  const store = () =>
    function readCacheStore(
      req: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: null, p: unknown) => void,
    ) {
      const state = (req as WithState)[STATE];
      if (!state || state.hit) return done(null, payload);
      // The members' answer when the handler named whom it is personal to, and this member is not one of them.
      const names = (req as WithState)[NAMES];
      const members = names && req.auth && !names.has(req.auth.id) ? state.members : undefined;
      const keeping: Keeping = members ?? state;
      let entry: Entry | undefined;
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        gens.unchanged(keeping.stamp, keeping.scope) &&
        !reply.hasHeader('set-cookie')
      ) {
        const headers: Entry['headers'] = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = value;
        }
        entry = {
          key: keeping.key,
          body: payload,
          headers,
          scope: keeping.scope,
          stamp: keeping.stamp,
          storedAt: opts.now().getTime(),
          names: members ? names : undefined,
          mark: (req as WithState)[MARK],
          compressible: compressible(headers['content-type'], payload),
          encoded: {},
          encoding: {},
          heads: {},
        };
        entries.set(keeping.key, entry);
      }
      land(state, entry);
      // The stored answer goes out compressed from the entry's body, made now and kept for the next requests
      // (one compression, without @fastify/compress's stream per answer). Not stored: the plugin compresses it.
      const encoding = entry ? encodingFor(req, entry) : null;
      if (!entry || !encoding || reply.hasHeader('vary')) return done(null, payload);
      Promise.resolve(encodedBody(entry, encoding)).then(
        (body) => {
          reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
          done(null, body);
        },
        (err: unknown) => {
          req.log.warn({ err }, 'read cache: an answer could not be compressed');
          done(null, payload);
        },
      );
    };

  /** Whatever happened to the request, requests waiting for its answer go on (then compute their own). */
  function readCacheRelease(req: FastifyRequest, _reply: FastifyReply, done: () => void) {
    land((req as WithState)[STATE], undefined);
    done();
  }
  function readCacheAbort(req: FastifyRequest, done: () => void) {
    land((req as WithState)[STATE], undefined);
    done();
  }

  /** A scoped write's start, once its body is valid: before its handler writes anything. */
  const scopedStart = (writesEvent: (req: FastifyRequest) => number) =>
    function readCacheScopedWrite(req: FastifyRequest, _reply: FastifyReply, done: () => void) {
      const write: WriteScope = { event: writesEvent(req), viewer: req.auth ? req.auth.id : null };
      (req as WithState)[WRITE] = write;
      gens.scoped(write);
      done();
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const writesEvent = route.config?.writesEvent;
    if (writesEvent) route.preHandler = [scopedStart(writesEvent), ...toArray(route.preHandler)];
    const opt = route.config?.readCache;
    if (!opt || route.method !== 'GET') return;
    const settings: ReadCacheRoute = opt === true ? {} : opt;
    // First of the route's preValidation hooks: after every onRequest hook (the sign-in guard), before
    // the query is validated again. First of its onSend hooks: before compression.
    route.preValidation = [lookup(settings), ...toArray(route.preValidation)];
    route.onSend = [store(), ...toArray(route.onSend)];
    route.onResponse = [...toArray(route.onResponse), readCacheRelease];
    route.onRequestAbort = [...toArray(route.onRequestAbort), readCacheAbort];
  });
}

function toArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export default fp(readCachePlugin, { name: 'read-cache' });
