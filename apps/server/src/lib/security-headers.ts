/**
 * Security headers, computed once (docs/decisions/017-read-cache.md; decision 011 "Not done"): helmet's own
 * middleware is run once at start against a recording response, and every answer then gets that header set.
 * @fastify/helmet ran helmet's builder again on every request (a few per cent of a `/healthz` answer).
 *
 * Hashed SPA files (`/assets/…`) and pictures (`/uploads/…`) are not documents: they get only the headers
 * that matter for a sub-resource — `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy` —
 * not the CSP and its friends (about 1 KiB per file on a phone over HTTP/1.1, docs/decisions/010). Any other answer
 * under those paths (a redirect to the CDN, a 404, the SPA shell) gets the whole set, as does every HTML
 * page and API answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options, in its order (lower-case names). */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return [...headers];
}

/** What a sub-resource needs (a script, a stylesheet, a picture); the rest only matters for documents. */
const FILE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

const isFilePath = (url: string) => url.startsWith('/assets/') || url.startsWith('/uploads/');

/** A file sent as it is: a success or "not modified", and not the SPA shell. */
function isFileAnswer(reply: FastifyReply): boolean {
  const status = reply.statusCode;
  if (status !== 200 && status !== 206 && status !== 304) return false;
  const type = reply.getHeader('content-type');
  return !(typeof type === 'string' && type.startsWith('text/html'));
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const all = helmetHeaders(options);
  const forFiles = all.filter(([name]) => FILE_HEADERS.has(name));
  const documentOnly = all.filter(([name]) => !FILE_HEADERS.has(name));

  // On the raw response, as helmet did: they are there even for an answer written by another hook, and a
  // header the handler sets later (swagger-ui's own CSP) still wins.
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    const res = reply.raw;
    for (const [name, value] of isFilePath(req.url) ? forFiles : all) res.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (isFilePath(req.url) && !isFileAnswer(reply)) {
      const res = reply.raw;
      for (const [name, value] of documentOnly) {
        if (!res.hasHeader(name) && !reply.hasHeader(name)) res.setHeader(name, value);
      }
    }
    done(null, payload);
  });
}
