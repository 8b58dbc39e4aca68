import { MAX_DB_ID } from '@alumni/contract/constants';

/**
 * A route's numeric id ('/event/12', '/admin/event/12/edit') -> 12; anything that is not a database id
 * (empty, zero, leading zeros, signs, decimals, too large) -> null, and the page then goes to /404.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_DB_ID ? id : null;
}
