import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Record ids on the wire: one rule for every body, path and query id.
// ---------------------------------------------------------------------------------------------

import { MAX_DB_ID } from './constants.ts';

/** Largest id a PostgreSQL `integer` holds (constants.ts): a bigger value must be a 400, not an SQL error. */
export { MAX_DB_ID };
/** A positive id that fits the database's integer columns (path and query parameters). */
export const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_DB_ID, { error: message });

const emptyish = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * An id in a JSON body: a positive integer, or its digits as text (ids read from a URL arrive as
 * strings). Absent, null or '' gets `missing`; anything else that is not an id (true, 1.5, 'abc', -1)
 * gets `invalid` (`missing` when no separate text is given). Unlike z.coerce this never reads `true`
 * as 1. THE id of every JSON body (docs/decisions/012): registration, comments, events, notifications, users.
 */
export const bodyId = (missing: string, invalid = missing) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (iss) => (emptyish(iss.input) ? missing : invalid) })
      .int({ error: invalid })
      .min(1, { error: invalid })
      .max(MAX_DB_ID, { error: invalid }),
  );

/** The same id, optional: absent, null or '' read as absent. */
export const optionalBodyId = (invalid: string) =>
  z.preprocess((v) => (emptyish(v) ? undefined : v), bodyId(invalid, invalid).optional());
