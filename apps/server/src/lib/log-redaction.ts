import type { FastifyRequest } from 'fastify';

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
