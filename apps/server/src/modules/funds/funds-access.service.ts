import { FUND_MSG, isAdminRole } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { isTreasurer } from './funds.repo.ts';

/** Who keeps the money (docs/decisions/028-iuran-keuangan-buku-kas.md, "Roles"), and a fund's page. */

export const fundUrl = (id: number) => `/iuran/${id}`;

/**
 * Admins, and members an admin marked 'Bendahara': for what a read shows, as the caller's sign-in row says (the
 * role is read the same way), so the fund list asks nothing more (docs/decisions/051).
 */
export async function isCommittee(db: Executor, user: AuthUser): Promise<boolean> {
  if (isAdminRole(user.role)) return true;
  return user.treasurer ?? isTreasurer(db, user.id);
}

/** Before a write of the committee's: the flag as the database holds it now. */
export async function requireCommittee(db: Executor, user: AuthUser): Promise<void> {
  if (!isAdminRole(user.role) && !(await isTreasurer(db, user.id))) throw forbidden(FUND_MSG.committeeOnly);
}
