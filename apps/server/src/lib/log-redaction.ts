import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * No secret in any log line (docs/decisions/020, "Logs"). Request URLs are logged with the value of every
 * query parameter whose name says it carries a secret replaced by MASK: the mailed links' `token`
 * (/forget-password/confirm, /activate), check-in `code`, refresh and access tokens, a device id, signatures.
 * Headers are not logged at all (Fastify's request serializer logs method, url, host and address only); the
 * `redact` paths below keep authorization and cookies out should a log call ever include them.
 */
export const MASK = '***';

/** Parameter names whose value is a secret (case-insensitive, matched anywhere in the name). */
const SECRET_PARAM = /token|code|secret|pass|key|sig|device|jwt|auth|session|otp|hash|ticket|nonce/i;

/** `url` with the values of secret-looking query parameters replaced by MASK; anything else unchanged. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  // Every name is a piece of the query, so a query without an escape (`%`) that nowhere reads like a secret has no
  // secret name: the URL as it is, without taking it apart (it is logged for every request, docs/decisions/046).
  // A fragment is never kept, either way.
  if (!query.includes('%') && !SECRET_PARAM.test(query)) return hash < 0 ? url : url.slice(0, hash);
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${masked}`;
}

/** Text (a mail written to the log) with every secret-looking query parameter of the URLs in it masked. */
export function maskUrlsInText(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+|\/[\w\-./]*\?[^\s"'<>]+/g, (u) => maskUrl(u));
}

/** Pino options for the server's logger: the request serializer masks the URL; headers are redacted. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      // Any object logged with request headers one or two levels down: @fastify/multipart logs its busboy
      // options (the request's headers) at trace level, found by the suite-wide log check (test/helpers.ts).
      paths: [
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["set-cookie"]',
        '*.*.headers.authorization',
        '*.*.headers.cookie',
      ],
      censor: MASK,
    },
    serializers: {
      req(req: FastifyRequest) {
        return {
          method: req.method,
          url: maskUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        };
      },
    },
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogMethod = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
interface ChildLogger extends FastifyBaseLogger {
  isLevelEnabled?(level: string): boolean;
}

/**
 * Fastify's `childLoggerFactory` (app.ts): a request's logger (`req.log`, with its `reqId`) is made only when a
 * line at an enabled level is written. Fastify made pino's child for every request, which serializes the bindings
 * through the redaction (its `*.headers...` paths wrap every key): a few per cent of a small answer's CPU, for a
 * logger that at the usual `warn` level writes nothing for most requests (docs/decisions/033 "Fifth step"). The
 * lines written are the same: the child is pino's own, made with the same bindings, when first needed.
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  // A route's own level or serializers, or a logger without level checks (none: `logger: false`): as Fastify did.
  if (Object.keys(opts).length > 0 || typeof (parent as ChildLogger).isLevelEnabled !== 'function') {
    return parent.child(bindings, opts);
  }
  return new LazyRequestLogger(parent as ChildLogger, bindings, opts) as unknown as FastifyBaseLogger;
}

/**
 * The request's logger until it writes: its methods on the prototype, so making one per request allocates one
 * small object and no closures (docs/conventions.md "Objects on hot paths").
 */
class LazyRequestLogger {
  #real: FastifyBaseLogger | undefined;
  readonly #parent: ChildLogger;
  readonly #bindings: Bindings;
  readonly #opts: ChildLoggerOptions;
  constructor(parent: ChildLogger, bindings: Bindings, opts: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#opts = opts;
  }
  #made(): FastifyBaseLogger {
    this.#real ??= this.#parent.child(this.#bindings, this.#opts);
    return this.#real;
  }
  #write(level: LogMethod, args: unknown[]): void {
    if (this.#real === undefined && !this.#parent.isLevelEnabled?.(level)) return;
    (this.#made()[level] as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  silent() {
    return undefined;
  }
  child(b: Bindings, o?: ChildLoggerOptions) {
    return this.#made().child(b, o);
  }
  isLevelEnabled(level: string) {
    const real = this.#real as ChildLogger | undefined;
    return real ? (real.isLevelEnabled?.(level) ?? true) : (this.#parent.isLevelEnabled?.(level) ?? true);
  }
  get level() {
    return this.#real?.level ?? this.#parent.level;
  }
  set level(value: string) {
    this.#made().level = value;
  }
}
