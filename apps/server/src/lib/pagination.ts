import type { PageQuery } from '@alumni/contract';

export interface Page {
  /** 1-based page number. */
  page: number;
  limit: number;
  /** Rows to skip in SQL. */
  skip: number;
}

/**
 * Reads the spec's paging parameters: `offset` is the 1-based page (0 and absent read as 1) and
 * `limit` the page size, clamped to [1, max] (absent or 0 gives the endpoint's default).
 */
export function toPage(q: PageQuery, opts: { defaultLimit: number; maxLimit: number }): Page {
  const page = Math.max(1, Math.floor(q.offset ?? 1) || 1);
  const rawLimit = q.limit && q.limit > 0 ? Math.floor(q.limit) : opts.defaultLimit;
  const limit = Math.min(Math.max(1, rawLimit), opts.maxLimit);
  return { page, limit, skip: (page - 1) * limit };
}
