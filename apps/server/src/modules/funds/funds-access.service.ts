import { FUND_MSG, isAdminRole } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { isTreasurer } from './funds.repo.ts';

/** Who keeps the money (docs/decisions/028-iuran-keuangan-buku-kas.md, "Roles"), and a fund's page. */

export const fundUrl = (id: number) => `/iuran/${id}`;

/** Admins, and members an admin marked 'Bendahara'. */
export async function isCommittee(db: Executor, user: AuthUser): Promise<boolean> {
  if (isAdminRole(user.role)) return true;
  return isTreasurer(db, user.id);
}

export async function requireCommittee(db: Executor, user: AuthUser): Promise<void> {
  if (!(await isCommittee(db, user))) throw forbidden(FUND_MSG.committeeOnly);
}
