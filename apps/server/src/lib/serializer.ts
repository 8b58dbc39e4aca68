import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Response serializer (docs/decisions/011): the contract's zod schemas stay the single source, but a
 * response is written by fast-json-stringify compiled from the schema's JSON Schema (`z.toJSONSchema`), the
 * Fastify way, instead of zod parsing every answer and JSON.stringify walking it again. Like zod's default
 * objects, the compiled function writes only the properties the schema names (`additionalProperties: false`):
 * a column a query selects by mistake (an email, a password hash) is never sent.
 *
 * `verify` (every environment but production: tests and `npm run dev`) also runs zod over the answer, so a
 * handler returning the wrong shape still fails loudly there, and checks that both serializers wrote the
 * same JSON. A schema JSON Schema cannot express (a transform) keeps the zod serializer.
 */

type JsonSchema = Record<string, unknown>;

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `anyOf: [{type: 'string', ...}, {type: 'null'}]` (zod's `.nullable()`) -> `type: ['string', 'null']`:
 * fast-json-stringify writes a type list directly, while an anyOf makes it validate each value to pick a
 * branch. Other shapes are left alone.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplify(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (s: unknown) =>
      typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null' && Object.keys(s).length === 1;
    const other = anyOf.find((s) => !isNull(s)) as JsonSchema | undefined;
    if (other && anyOf.some(isNull) && typeof other.type === 'string') {
      const { anyOf: _drop, ...rest } = out;
      if (PRIMITIVES.has(other.type) || other.type === 'object' || other.type === 'array') {
        return { ...rest, ...other, type: [other.type, 'null'] };
      }
    }
  }
  return out;
}

/** The JSON Schema of a response as it is sent (zod's output side), or null when it has none. */
export function responseJsonSchema(schema: ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
      reused: 'inline',
    }) as JsonSchema;
    delete json.$schema;
    return simplify(json) as JsonSchema;
  } catch {
    return null;
  }
}

/** A compiled writer for `schema`, or null when the schema cannot be compiled (the caller keeps zod). */
export function compileResponseWriter(schema: ZodType): ((data: unknown) => string) | null {
  const json = responseJsonSchema(schema);
  if (!json) return null;
  try {
    return fastJson(json) as (data: unknown) => string;
  } catch {
    return null;
  }
}

const zodWriter = (schema: ZodType, method: string, url: string) => (data: unknown) => {
  const result = z.safeEncode(schema, data);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
};

/** Fastify's serializer compiler for zod response schemas (app.ts). */
export function createResponseSerializer(opts: { verify: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    const byZod = zodWriter(schema, method, url);
    const compiled = compileResponseWriter(schema);
    if (!compiled) return byZod;
    if (!opts.verify) return compiled;
    return (data: unknown) => {
      const expected = byZod(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        // A bug in the schema conversion, not in the handler: the same 500 a wrong answer gets.
        throw new Error(
          `${method} ${url}: compiled serializer wrote ${written.slice(0, 300)}; zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
