import { ErrorBody } from '@alumni/contract';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * OpenAPI only: the multipart/form-data fields of a route whose handler reads the stream itself
     * (Fastify never validates it). Needs `consumes: ['multipart/form-data']`.
     */
    multipartBody?: Record<string, unknown>;
  }
}

type Guard = (...args: never[]) => unknown;

/** The route guards (lib/auth.ts), read when the document is built, after the auth plugin is registered. */
export interface GuardSet {
  optional: Guard;
  user: Guard;
  admin: Guard;
}

type JsonSchema = Record<string, unknown>;

const errorJson = (description: string): JsonSchema => ({
  ...(z.toJSONSchema(ErrorBody, { target: 'openapi-3.0' }) as JsonSchema),
  description,
});
const TOO_LARGE = errorJson('Data yang dikirim terlalu besar (413).');
const TOO_MANY = errorJson('Terlalu banyak permintaan; coba lagi nanti (429).');

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * 'GET /api/v1/event/:id/ics' -> 'getV1EventByIdIcs': unique by construction (one route per method and
 * path), stable, and readable in generated clients.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
      if (param) return ['by', param[1] ?? param[2] ?? ''];
      return segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

const hooksOf = (route: RouteOptions): unknown[] => {
  const hooks = route.onRequest;
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
};

const methodsOf = (route: RouteOptions): string[] =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());

/**
 * The swagger transform: the contract's zod schemas become JSON schemas (jsonSchemaTransform), then every
 * operation gets what the routes do not spell out one by one:
 * - an `operationId` (unless the route names one);
 * - `security`: `[{bearer: []}, {}]` where the sign-in is optional (guards.optional), `[{bearer: []}]`
 *   where it is required;
 * - 413 on every call that carries a body (the JSON body limit, the upload limit), 429 on rate-limited
 *   calls (`config.rateLimit`);
 * - a multipart/form-data requestBody from `schema.multipartBody`.
 */
export function openApiTransform(guards: () => GuardSet): SwaggerTransform<FastifySchema> {
  return (input) => {
    const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const schema = out.schema as FastifySchema & {
      operationId?: string;
      security?: Record<string, string[]>[];
      response?: Record<string, unknown>;
      hide?: boolean;
    };
    if (schema.hide) return out;
    const { route } = input;
    const methods = methodsOf(route);
    schema.operationId ??= operationIdOf(methods[0] ?? 'get', out.url);

    const g = guards();
    const hooks = hooksOf(route);
    if (hooks.includes(g.optional)) schema.security = [{ bearer: [] }, {}];
    else if (!schema.security && (hooks.includes(g.user) || hooks.includes(g.admin)))
      schema.security = [{ bearer: [] }];

    const response = { ...(schema.response ?? {}) };
    if (methods.some((m) => BODY_METHODS.has(m))) response[413] ??= TOO_LARGE;
    const config = route.config as { rateLimit?: unknown } | undefined;
    if (config?.rateLimit) response[429] ??= TOO_MANY;
    schema.response = response;

    if (schema.multipartBody) {
      schema.body = schema.multipartBody;
      schema.consumes ??= ['multipart/form-data'];
      delete schema.multipartBody;
    }
    return out;
  };
}
