/**
 * How answers are compressed (docs/decisions/010), in one place for the two that do it: @fastify/compress for
 * every computed answer (plugins/compression.ts) and the read cache for the answers it keeps (lib/read-cache.ts,
 * docs/decisions/033 "Fourth step"), which makes each kept answer's brotli and gzip bodies once instead of
 * compressing it again for every request.
 *
 * The read cache sends what @fastify/compress would have sent: the same encoding for the same Accept-Encoding
 * (negotiated by @fastify/accept-negotiator, which the plugin uses, after the same rewriting of `*` and
 * `x-gzip` to gzip), the same brotli quality and gzip level, `Vary: accept-encoding`, nothing below the threshold,
 * nothing for `x-no-compression` or a type it would not compress. It differs only in sending the body's length
 * (the plugin streams without one).
 */
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  crc32,
  deflateRawSync,
  gzip,
  gzipSync,
} from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** The encodings answers may go out in, preferred first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];
/**
 * Answers shorter than this (bytes) go out as they are: about one TCP segment's payload (1,460 bytes on Ethernet,
 * 1,380-1,420 on many mobile networks). Compressing a member's 1.3 KiB event answer saved about 500 bytes, no
 * round trip (either way it fits the first congestion window, and with HTTP/1.1's 800 bytes of headers it is two
 * segments either way), and cost about 90 µs of this machine's CPU per answer, zlib's engine set up and torn down
 * each time: 230 → 135 µs per computed answer (docs/decisions/033 "Nineteenth step"). It was 1 KiB,
 * @fastify/compress's default, until then.
 */
export const COMPRESSION_THRESHOLD = 1400;
/**
 * Brotli's quality for a body compressed once and sent to many: a visitor's kept answer or page (one per URL,
 * shared by every visitor), and whatever @fastify/compress still compresses itself. The plugin's own default:
 * quality 4 costs little CPU per answer (11 would cost much more).
 */
export const BROTLI_QUALITY_SHARED = 4;
/**
 * Brotli's quality for a body compressed for one or two answers: a computed answer, a member's own kept answer
 * (one per member and URL, most asked once in a crowd; docs/decisions/033 "Sixth step"). Measured here on real
 * answers: a 1 KiB event answer 106 → 34 µs of CPU for 575 → 610 bytes, a 7.8 KiB list page 159 → 90 µs for
 * 1,892 → 2,005 bytes, a 23 KiB page 469 → 233 µs for 5,449 → 5,870 bytes: a third to a half of the CPU for
 * 6-8 % more bytes, which for answers of a few KiB is no more packets on a phone's connection. Quality 1 since
 * 2026-11-28 (docs/decisions/033 "Sixteenth step"): against 2, an 8 KiB list page 48 → 28 µs for 1,931 → 2,053
 * bytes, a 60 KiB page 280 → 127 µs for 7,894 → 8,296 bytes, a 1.2 KiB answer 29 → 24 µs for 605 → 638 bytes.
 */
export const BROTLI_QUALITY_OWN = 1;
/** What the plugin is given (plugins/compression.ts). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_SHARED } };

/** Who a compressed body is for: every visitor (kept, sent many times) or one answer's asker. */
export type BodyUse = 'shared' | 'own';
/**
 * The types @fastify/compress compresses by default (its `defaultCompressibleTypes`); given to it as
 * `customTypes` so both use this one rule. It also looks a type up in mime-db when this does not match:
 * the read cache then leaves the answer to it.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

/** A few distinct Accept-Encoding values are sent by all browsers: each is negotiated once. */
const negotiator = new Negotiator<AnswerEncoding>({
  supportedValues: [...ANSWER_ENCODINGS],
  cache: new LRUCache<string, AnswerEncoding>({ max: 200 }) as unknown as ConstructorParameters<
    typeof Negotiator
  >[0]['cache'],
});

/**
 * The encoding @fastify/compress would pick for this Accept-Encoding (q-values honoured; `identity` or
 * nothing acceptable: none).
 */
export function answerEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding | null {
  if (typeof acceptEncoding !== 'string') return null;
  // As the plugin does: `*` (no preference) and `x-gzip` stand for gzip (RFC 7230 §4.2.3).
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'));
}

/** Whether an answer of this type and body may go out compressed at all. */
export function compressible(contentType: unknown, body: string): boolean {
  return (
    typeof contentType === 'string' &&
    COMPRESSIBLE_TYPES.test(contentType) &&
    Buffer.byteLength(body) >= COMPRESSION_THRESHOLD
  );
}

/** How many bodies `compressBody` compressed in this process (a counter the tests read). */
export const compressedBodies = { made: 0 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Bodies up to this size are compressed at once on the event loop; larger ones on libuv's pool. Measured here
 * (docs/decisions/033 "Fifth step"): brotli at quality 4 on a 3 KiB answer costs about 50 µs of CPU in one
 * synchronous call and about 280 µs through the pool (the hand-over to a pool thread and back, per answer),
 * and a 64 KiB answer blocks the loop well under a millisecond; beyond that the pool keeps the loop free.
 */
export const COMPRESS_AT_ONCE_MAX = 64 * 1024;

/**
 * `body` compressed as @fastify/compress compresses it (its gzip level; brotli at its quality for a `shared`
 * body, at BROTLI_QUALITY_OWN for a body of one asker's). Brotli is told the body's size
 * (BROTLI_PARAM_SIZE_HINT), so for an answer of a few KiB it sets up small tables instead of those for a 4 MiB
 * window: about a third less CPU per answer here, the same bytes out for such answers. Both are given the window
 * that holds the body (windowBits).
 */
export function compressBody(body: string, encoding: AnswerEncoding, use: BodyUse): Promise<Buffer> {
  compressedBodies.made += 1;
  return compressBytes(Buffer.from(body), encoding, use);
}

/**
 * The window (log2 of its bytes) brotli or deflate is set up with for a body of `size` bytes: the smallest that
 * holds the whole body (brotli's window is 2^n - 16 bytes, deflate's 2^n - 262), between the format's least and
 * the library's default (brotli 22, a 4 MiB window; deflate 15, 32 KiB). A window that holds the body finds every
 * match the default one would, so the body comes out no larger (docs/decisions/033 "Nineteenth step"), and the
 * encoder sets up less memory for it.
 */
export function windowBits(size: number, encoding: AnswerEncoding): number {
  const [least, most, slack] =
    encoding === 'br'
      ? [constants.BROTLI_MIN_WINDOW_BITS, constants.BROTLI_DEFAULT_WINDOW, 16]
      : [DEFLATE_MIN_WINDOW_BITS, constants.Z_DEFAULT_WINDOWBITS, 262];
  return Math.min(most, Math.max(least, Math.ceil(Math.log2(size + slack))));
}
/** zlib takes 8 from the format but deflates with 9 then; 10 is brotli's least too. */
const DEFLATE_MIN_WINDOW_BITS = 10;

/**
 * Deflate's (gzip's) window for a body of `size` bytes, and its hash table to match (memLevel: 2^(memLevel + 7)
 * entries, zeroed for every body; zlib's default 8 is for its 32 KiB window): bodies as small as with the defaults
 * (measured on a 1.3 KiB event answer, a 1.6 KiB participant page and a 7.8 KiB list page).
 */
export const deflateOptions = (size: number) => {
  const bits = windowBits(size, 'gzip');
  return { windowBits: bits, memLevel: Math.min(constants.Z_DEFAULT_MEMLEVEL, Math.max(1, bits - 6)) };
};

/** The brotli parameters for `bytes` compressed for `use`. */
export const brotliParams = (size: number, use: BodyUse) => ({
  [constants.BROTLI_PARAM_QUALITY]: use === 'shared' ? BROTLI_QUALITY_SHARED : BROTLI_QUALITY_OWN,
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
  [constants.BROTLI_PARAM_LGWIN]: windowBits(size, 'br'),
});

function compressBytes(bytes: Buffer, encoding: AnswerEncoding, use: BodyUse): Promise<Buffer> {
  const brotli = { params: brotliParams(bytes.length, use) };
  const gzipOptions = deflateOptions(bytes.length);
  if (bytes.length > COMPRESS_AT_ONCE_MAX)
    return encoding === 'gzip' ? gzipAsync(bytes, gzipOptions) : brotliAsync(bytes, brotli);
  try {
    return Promise.resolve(
      encoding === 'gzip' ? gzipSync(bytes, gzipOptions) : brotliCompressSync(bytes, brotli),
    );
  } catch (err) {
    return Promise.reject(err);
  }
}

/** How many computed answers `compressAnswer` sent compressed in this process (a counter the tests read). */
export const compressedAnswers = { made: 0 };

/** A body that already starts as gzip or zlib data: @fastify/compress passes it through as it is. */
const looksCompressed = (bytes: Buffer) =>
  bytes.length >= 2 &&
  ((bytes[0] === 0x1f && bytes[1] === 0x8b) ||
    (((bytes[0] ?? 0) & 0x0f) === 8 && (((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)) % 31 === 0));

interface SendingReply {
  request: { method: string; headers: Record<string, string | string[] | undefined> };
  getHeader(name: string): unknown;
  hasHeader(name: string): boolean;
  header(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
}

/** The encoding and bytes `compressAnswer` sends `payload` in, or null when it leaves the answer to the plugin. */
function answerToCompress(
  reply: SendingReply,
  payload: unknown,
): { encoding: AnswerEncoding; bytes: Buffer } | null {
  const req = reply.request;
  if (
    typeof payload !== 'string' ||
    req.method === 'HEAD' ||
    req.headers['x-no-compression'] !== undefined ||
    reply.hasHeader('content-encoding')
  ) {
    return null;
  }
  const type = reply.getHeader('content-type') ?? 'application/json';
  if (typeof type !== 'string' || !COMPRESSIBLE_TYPES.test(type)) return null;
  const encoding = answerEncoding(req.headers['accept-encoding']);
  if (!encoding) return null;
  const bytes = Buffer.from(payload);
  if (bytes.length < COMPRESSION_THRESHOLD || looksCompressed(bytes)) return null;
  return { encoding, bytes };
}

/**
 * An `onSend` hook for every computed answer (plugins/compression.ts, docs/decisions/033 "Fifth step"): a text
 * answer that @fastify/compress would compress is compressed here in one call (at once up to
 * COMPRESS_AT_ONCE_MAX, on libuv's pool beyond), brotli told its size, and handed on with its Content-Encoding,
 * so the plugin leaves it alone. The plugin made a stream pipeline per answer (a readable from the string, a
 * peek stream, a zlib stream set up for a 4 MiB window) that cost about a third of a computed member's answer.
 * Same choice as the plugin's: the same negotiation, types, threshold and gzip level, `Vary`
 * kept and extended; anything it would decide differently or that is not a plain text body (a stream, a Buffer,
 * HEAD, an `x-no-compression` request, a type only mime-db knows, a set Content-Encoding) is left to the plugin,
 * as before. Brotli at BROTLI_QUALITY_OWN: a computed answer is compressed for this one answer.
 */
export function compressAnswer(
  _req: unknown,
  reply: SendingReply,
  payload: unknown,
  done: (err: Error | null, payload?: unknown) => void,
): void {
  const chosen = answerToCompress(reply, payload);
  if (!chosen) {
    done(null, payload);
    return;
  }
  const { encoding, bytes } = chosen;
  compressBytes(bytes, encoding, 'own').then(
    (body) => {
      compressedAnswers.made += 1;
      const vary = reply.getHeader('vary');
      if (vary === undefined) reply.header('vary', 'accept-encoding');
      else {
        const values = Array.isArray(vary) ? vary.map(String) : [String(vary)];
        if (!values.some((v) => v.includes('accept-encoding')))
          reply.header('vary', [...values, 'accept-encoding'].join(', '));
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, body);
    },
    // Not expected (zlib on a string): the plugin then compresses the answer as before.
    () => done(null, payload),
  );
}

/**
 * A kept answer's text up to a point, compressed once, that the answers sent from it continue with a short text of
 * their own (docs/decisions/045): a kept event answer whose view count moved since it was kept. `bytes` is a valid
 * start of a brotli or gzip stream that ends at a byte boundary (brotli flushed, deflate sync-flushed), so a
 * block of stored bytes and the stream's end can follow it.
 */
export interface CompressedHead {
  encoding: AnswerEncoding;
  bytes: Buffer;
  /** The head's length in bytes, uncompressed (gzip's trailer counts the whole body). */
  size: number;
  /** CRC-32 of the head's bytes (gzip's trailer checks the whole body). */
  crc: number;
}

/** The longest tail `withTail` sends stored (uncompressed) after a compressed head. */
export const STORED_TAIL_MAX = 256;

/** gzip's member header as zlib writes it (RFC 1952): deflate, no name or time, made on Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * `text` compressed as the start of a body (its brotli quality or gzip level as `compressBody`'s) and left open,
 * or null for a head too long to compress at once on the event loop (COMPRESS_AT_ONCE_MAX).
 */
export function compressHead(text: string, encoding: AnswerEncoding, use: BodyUse): CompressedHead | null {
  const bytes = Buffer.from(text);
  if (bytes.length > COMPRESS_AT_ONCE_MAX) return null;
  compressedBodies.made += 1;
  const head =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: brotliParams(bytes.length, use),
          finishFlush: constants.BROTLI_OPERATION_FLUSH,
        })
      : Buffer.concat([
          GZIP_HEADER,
          deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH, ...deflateOptions(bytes.length) }),
        ]);
  return { encoding, bytes: head, size: bytes.length, crc: encoding === 'gzip' ? crc32(bytes) : 0 };
}

/**
 * The whole compressed body: `head`, then `tail` as one stored block (brotli's uncompressed meta-block, RFC 7932
 * §9.2; deflate's stored block, RFC 1951 §3.2.4), then the stream's end (brotli's last empty meta-block; gzip's
 * CRC-32 and length). No compression per answer: a few bytes copied. `tail` is at most STORED_TAIL_MAX bytes.
 */
export function withTail(head: CompressedHead, tail: string): Buffer {
  const rest = Buffer.from(tail);
  const n = rest.length;
  if (n === 0 || n > STORED_TAIL_MAX) throw new RangeError(`a stored tail is 1 to ${STORED_TAIL_MAX} bytes`);
  if (head.encoding === 'br') {
    // ISLAST 0, MNIBBLES 4 (code 0), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, zero bits to the byte; ISLAST and ISLASTEMPTY.
    const bits = ((n - 1) << 3) | (1 << 19);
    return Buffer.concat([
      head.bytes,
      Buffer.from([bits & 0xff, (bits >> 8) & 0xff, bits >> 16]),
      rest,
      LAST_EMPTY,
    ]);
  }
  // BFINAL 1, BTYPE 00 (stored), zero bits to the byte; LEN and its complement NLEN; then gzip's trailer.
  const block = Buffer.from([1, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, head.crc) >>> 0, 0);
  trailer.writeUInt32LE((head.size + n) >>> 0, 4);
  return Buffer.concat([head.bytes, block, rest, trailer]);
}

/** Brotli's last meta-block, empty: ISLAST 1, ISLASTEMPTY 1. */
const LAST_EMPTY = Buffer.from([3]);
