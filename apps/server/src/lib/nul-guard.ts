import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_MESSAGE = 'Teks berisi karakter yang tidak diizinkan (karakter NUL).';
export const XML_CHAR_MESSAGE =
  'Teks berisi karakter yang tidak diizinkan (karakter kontrol atau bukan-karakter Unicode). Hapus karakter tersebut lalu coba lagi.';

/** Unicode noncharacters of the supplementary planes (U+1FFFE, U+1FFFF ... U+10FFFF). */
const PLANE_NONCHARACTERS = Array.from({ length: 16 }, (_, i) => {
  const base = (i + 1) * 0x10000;
  return `\\u{${(base + 0xfffe).toString(16)}}\\u{${(base + 0xffff).toString(16)}}`;
}).join('');

/**
 * Characters no text field may hold: what XML 1.0 forbids (C0 controls other than tab, line feed and carriage
 * return; U+FFFE, U+FFFF; a lone surrogate), which would make an .xlsx export containing the text not
 * well-formed (lib/xlsx-export.ts), and the other Unicode noncharacters (U+FDD0..U+FDEF, U+nFFFE/U+nFFFF).
 */
export const FORBIDDEN_CHARACTER = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${PLANE_NONCHARACTERS}]|\\p{Cs}`,
  'u',
);

type Found = 'nul' | 'other' | null;

function check(text: string): Found {
  if (text.includes('\u0000')) return 'nul';
  return FORBIDDEN_CHARACTER.test(text) ? 'other' : null;
}

/** Depth-first search for a string holding a forbidden character anywhere in a parsed body, query or params. */
function findForbidden(value: unknown, depth = 0): Found {
  if (typeof value === 'string') return check(value);
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  let found: Found = null;
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    const here = check(k) ?? findForbidden(v, depth + 1);
    if (here === 'nul') return 'nul';
    found ??= here;
  }
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000 (the driver fails with a 500), XML 1.0 (every .xlsx export) cannot hold
 * the other characters of FORBIDDEN_CHARACTER, and no field of this product has a use for any of them. After
 * validation (so a field's own contract message, such as the comment's, still wins) and before any handler
 * touches the database, every request's body, query and params are checked: such a character anywhere is a
 * 400 with an Indonesian message, on both databases alike (docs/decisions/020, "Exports").
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    const found = findForbidden(req.params) ?? findForbidden(req.query) ?? findForbidden(req.body);
    if (found === 'nul') throw badRequest(NUL_MESSAGE, 'INVALID_CHARACTER');
    if (found) throw badRequest(XML_CHAR_MESSAGE, 'INVALID_CHARACTER');
  });
}
