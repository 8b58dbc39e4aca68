import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_MESSAGE = 'Teks berisi karakter yang tidak diizinkan (karakter NUL).';

/** Depth-first search for a string holding U+0000 anywhere in a parsed body, query or params. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000 (the driver fails with a 500), and no field of this product has a use for
 * it. After validation (so a field's own contract message, such as the comment's, still wins) and before any
 * handler touches the database, every request's body, query and params are checked: a NUL anywhere is a 400
 * with an Indonesian message, on both databases alike.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
      throw badRequest(NUL_MESSAGE, 'INVALID_CHARACTER');
    }
  });
}
