/**
 * A short-lived answer cache for read endpoints (docs/decisions/017-read-cache.md; docs/decisions/011).
 *
 * Per instance, the serialized 200 answers of the GET routes that opt in with `config: { readCache: ... }`
 * are kept in an LRU, keyed by the viewer (a visitor, or the member's id) and the path with its query
 * parameters sorted. The route's `onRequest` guard still runs on every request, so a revoked or expired
 * token is refused before the cache is looked at. An entry is served while
 *   (a) it is younger than `READ_CACHE_TTL_MS` on the app's clock (`deps.now`: a test that moves its clock
 *       sees time pass), and
 *   (b) this instance's write generation is unchanged.
 * The generation moves when any non-GET request starts and again when its answer is made (after its
 * transaction) and when a background job run starts and ends (lib/jobs.ts); an event page's first view is
 * buffered, not written, and moves nothing (docs/decisions/033). An answer is stored only if the generation did
 * not move while it was computed. The visitor's server-rendered pages opt in as well: they are the same for every
 * visitor (modules/pages, modules/events/event-page.routes.ts). Other instances do not see this one's writes: they serve at most TTL-old
 * answers (docs/decisions/016: several instances).
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
import { type AnswerEncoding, answerEncoding, compressBody, compressible } from './compressed-answers.ts';
import { REDIS_PREFIX } from './shared-state.ts';

/** The Redis channel on which instances announce their writes to each other. */
export const WRITES_CHANNEL = `${REDIS_PREFIX}read-cache:writes`;
/** The sign-in check's row (lib/auth.ts) is never older than this, whatever `READ_CACHE_TTL_MS` says. */
export const SIGN_IN_ROW_MAX_MS = 1000;

export interface ReadCacheRoute {
  /**
   * Whether a cached answer may be served to this request. When it says no, the handler runs (and its answer
   * is kept for the next request of the key): the event page counts a viewer's first view, which a visitor's
   * shared answer would skip. The view itself is buffered, not written (docs/decisions/033), so this moves no
   * generation.
   */
  admit?: (req: FastifyRequest) => boolean;
  /** Called after the handler (not the cache) made a 200 answer for this request. */
  answered?: (req: FastifyRequest) => void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt-in to the read cache (lib/read-cache.ts); only for answers that are the same for every request of a viewer. */
    readCache?: true | ReadCacheRoute;
    /**
     * A write that changes nothing a cached answer shows (comments, read marks: docs/decisions/033): it moves no
     * generation, so a discussion does not drop every cached answer. The architecture test allows it only in
     * modules whose tables no cached route reads (`KEEPS_READ_CACHE` in architecture.test.ts).
     */
    keepsReadCache?: true;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface ReadCache {
  /** Whether answers are kept at all (`READ_CACHE_TTL_MS` > 0). */
  readonly enabled: boolean;
  /** The write generation; moves on every write (see the module comment). */
  readonly generation: number;
  /**
   * Something was or is being written: no answer computed before now is served again, here or (with Redis) on
   * any other instance.
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
  generation: number;
  storedAt: number;
  /** Whether @fastify/compress would compress this answer (its type, at least the threshold). */
  compressible: boolean;
  /** The body compressed, per encoding, once made (shared by the entry's copies). */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
  /** The compressions under way (one per entry and encoding, whoever asks meanwhile waits for it). */
  encoding: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
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
 * At most this many answers and bytes per instance in each of the two parts of the cache (the visitors' shared
 * answers and pages; the members' own answers), so at most twice this in all (bounded memory).
 */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A visitor’s key (`v `, the method and the URL): the answer is the same for every visitor. */
const sharedKey = (key: string) => key.startsWith('v ');

interface RequestState {
  key: string;
  generation: number;
  hit: boolean;
  /** This request computes the answer others with the same key wait for. */
  flight?: Flight | undefined;
}

interface Flight {
  generation: number;
  landed: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
}
const STATE = Symbol('readCache');
type WithState = FastifyRequest & { [STATE]?: RequestState };

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
 */
function sharedWrites(app: FastifyInstance, redis: Redis, heard: () => void): () => void {
  const self = randomUUID();
  const listener = redis.duplicate();
  listener.on('error', (err) => app.log.warn({ err: err.message }, 'redis (read-cache writes)'));
  listener.on('message', (_channel, from) => {
    if (from !== self) heard();
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
  return () => {
    redis.publish(WRITES_CHANNEL, self).catch(() => undefined);
  };
}

async function readCachePlugin(
  app: FastifyInstance,
  opts: { ttlMs: number; now: () => Date; redis?: Redis | undefined },
) {
  let generation = 0;
  const ttl = opts.ttlMs;
  const announce =
    ttl > 0 && opts.redis
      ? sharedWrites(app, opts.redis, () => {
          generation += 1;
        })
      : () => {};
  const rowTtl = Math.min(ttl, SIGN_IN_ROW_MAX_MS);
  const cache: ReadCache = {
    enabled: ttl > 0,
    get generation() {
      return generation;
    },
    bump() {
      generation += 1;
      announce();
    },
    async remember(key, compute) {
      if (ttl <= 0) return compute();
      const now = opts.now().getTime();
      const kept = remembered.get(key);
      if (kept && kept.generation === generation && now >= kept.storedAt && now - kept.storedAt < rowTtl)
        return kept.value as Awaited<ReturnType<typeof compute>>;
      const before = generation;
      const value = await compute();
      if (value !== undefined && generation === before)
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
        e.body.length + (e.encoded.br?.length ?? 0) + (e.encoded.gzip?.length ?? 0) + 256,
    });
  /**
   * The visitors' answers (one per URL, shared by every visitor: the list, search, the server-rendered pages)
   * are kept apart from the members' own answers (one per member and URL, most of them asked once in a crowd):
   * in one LRU the members' flood pushed the visitors' pages out, each then rendered again (docs/decisions/033
   * "Fourth step").
   */
  const visitors = part();
  const members = part();
  const entries = {
    of: (key: string) => (sharedKey(key) ? visitors : members),
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
      making = compressBody(entry.body, encoding, sharedKey(entry.key) ? 'shared' : 'own').then(
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

  // Any non-read request is a write: the generation moves when it starts and when its answer is made
  // (onSend runs after the handler's transaction), and once more when it is finished. The other instances
  // hear of it after the transaction (onSend, and onResponse for an answer that failed before onSend).
  const writes = (req: FastifyRequest) => !READS.has(req.method) && !req.routeOptions.config?.keepsReadCache;
  app.addHook('onRequest', (req, _reply, done) => {
    if (writes(req)) generation += 1;
    done();
  });
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (writes(req)) cache.bump();
    done(null, payload);
  });
  app.addHook('onResponse', (req, _reply, done) => {
    if (writes(req)) cache.bump();
    done();
  });

  /**
   * One computation per key at a time: while a request is computing an answer, others for the same key
   * and generation wait for it instead of running the same query (when an entry expires under load, all
   * the connections would otherwise miss at once).
   */
  const flights = new Map<string, Flight>();
  const usable = (entry: Entry | undefined): entry is Entry => {
    if (!entry || entry.generation !== generation) return false;
    const now = opts.now().getTime();
    return now >= entry.storedAt && now - entry.storedAt < ttl;
  };
  const land = (state: RequestState | undefined, entry: Entry | undefined) => {
    const flight = state?.flight;
    if (!state || !flight) return;
    state.flight = undefined;
    if (flights.get(state.key) === flight) flights.delete(state.key);
    flight.settle(entry);
  };

  const lookup = (route: ReadCacheRoute) =>
    async function readCacheLookup(req: FastifyRequest, reply: FastifyReply) {
      const key = `${viewerOf(req)} ${req.method} ${normalizedUrl(req.url)}`;
      if (route.admit && !route.admit(req)) {
        (req as WithState)[STATE] = { key, generation, hit: false };
        return;
      }
      let entry = entries.get(key);
      if (!usable(entry)) {
        const flight = flights.get(key);
        if (flight && flight.generation === generation) entry = await flight.landed;
      }
      if (usable(entry)) {
        (req as WithState)[STATE] = { key, generation, hit: true };
        reply.code(200).headers(entry.headers);
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
      }
      const state: RequestState = { key, generation, hit: false };
      if (!flights.has(key) || flights.get(key)?.generation !== generation) {
        let settle: (e: Entry | undefined) => void = () => {};
        const landed = new Promise<Entry | undefined>((resolve) => {
          settle = resolve;
        });
        state.flight = { generation, landed, settle };
        flights.set(key, state.flight);
      }
      (req as WithState)[STATE] = state;
    };

  const store = (route: ReadCacheRoute) =>
    function readCacheStore(
      req: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: null, p: unknown) => void,
    ) {
      const state = (req as WithState)[STATE];
      if (!state || state.hit) return done(null, payload);
      if (reply.statusCode === 200) route.answered?.(req);
      let entry: Entry | undefined;
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        state.generation === generation &&
        !reply.hasHeader('set-cookie')
      ) {
        const headers: Entry['headers'] = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = value;
        }
        entry = {
          key: state.key,
          body: payload,
          headers,
          generation,
          storedAt: opts.now().getTime(),
          compressible: compressible(headers['content-type'], payload),
          encoded: {},
          encoding: {},
        };
        entries.set(state.key, entry);
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

  app.addHook('onRoute', (route: RouteOptions) => {
    const opt = route.config?.readCache;
    if (!opt || route.method !== 'GET') return;
    const settings: ReadCacheRoute = opt === true ? {} : opt;
    // First of the route's preValidation hooks: after every onRequest hook (the sign-in guard), before
    // the query is validated again. First of its onSend hooks: before compression.
    route.preValidation = [lookup(settings), ...toArray(route.preValidation)];
    route.onSend = [store(settings), ...toArray(route.onSend)];
    route.onResponse = [...toArray(route.onResponse), readCacheRelease];
    route.onRequestAbort = [...toArray(route.onRequestAbort), readCacheAbort];
  });
}

function toArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export default fp(readCachePlugin, { name: 'read-cache' });
