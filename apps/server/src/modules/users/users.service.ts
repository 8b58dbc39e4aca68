import {
  type FullUser,
  isAdminRole,
  type PublicUser,
  USER_LIST_DEFAULT_LIMIT,
  USER_LIST_MAX_LIMIT,
  USER_NOT_FOUND,
  type UserListItemAdmin,
  type UserListItemPublic,
  type UserListQuery,
} from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { toFullUser, toListItemAdmin, toListItemPublic, toPublicUser, viewerOf } from './users.mapper.ts';
import {
  countUsers,
  findProfileRow,
  listAdminRows,
  listPublicRows,
  loadSubRecords,
  parseLookup,
  type UserLookup,
} from './users.repo.ts';

/** Who sees which profile fields (the directory applies the same rule as the profile page). */
export { openedFields, viewerOf } from './users.mapper.ts';

export const USER_STATUS_ADMIN_ONLY = 'Filter status pengguna hanya untuk admin.';

export const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');

/** GET /user: admins get the admin table's columns, everyone else id, name, username and picture. */
export async function listUsers(
  db: Executor,
  viewer: AuthUser | null,
  query: UserListQuery,
): Promise<{ total: number; datas: UserListItemAdmin[] | UserListItemPublic[] }> {
  const page = toPage(query, { defaultLimit: USER_LIST_DEFAULT_LIMIT, maxLimit: USER_LIST_MAX_LIMIT });
  // Who has not activated yet is the committee's business only (docs/decisions/014).
  if (query.status !== undefined && !isAdminRole(viewer?.role)) throw forbidden(USER_STATUS_ADMIN_ONLY);
  if (isAdminRole(viewer?.role)) {
    const [rows, total] = await Promise.all([
      listAdminRows(db, query, page),
      countUsers(db, query.username, query.status),
    ]);
    return { total, datas: rows.map(toListItemAdmin) };
  }
  const [rows, total] = await Promise.all([
    listPublicRows(db, query, page),
    countUsers(db, query.username, query.status, true),
  ]);
  return { total, datas: rows.map(toListItemPublic) };
}

/** The FullUser of a user (the owner's view); throws 404 when the user is gone. */
export async function loadFullUser(db: Executor, lookup: UserLookup): Promise<FullUser> {
  const row = await findProfileRow(db, lookup);
  if (!row) throw userNotFound();
  return toFullUser(row, await loadSubRecords(db, row.id));
}

const mayLookUpByEmail = (viewer: AuthUser | null, email: string) =>
  viewer !== null && (isAdminRole(viewer.role) || viewer.email.toLowerCase() === email);

/**
 * GET /user/{id | email | username}: the owner and admins see everything (FullUser); anyone else,
 * visitors included, the PublicUser without phone, address and email (docs/spec.md §6).
 */
export async function getProfile(
  db: Executor,
  viewer: AuthUser | null,
  key: string,
): Promise<FullUser | PublicUser> {
  const lookup = parseLookup(key);
  if (!lookup) throw userNotFound();
  // Looking a member up by e-mail would tell anyone which addresses are registered: only admins and the
  // owner may; everyone else gets the same 404 as for an address nobody uses.
  if (lookup.by === 'email' && !mayLookUpByEmail(viewer, lookup.email)) throw userNotFound();
  const row = await findProfileRow(db, lookup);
  if (!row) throw userNotFound();
  const subs = await loadSubRecords(db, row.id);
  const full = viewer !== null && (viewer.id === row.id || isAdminRole(viewer.role));
  return full ? toFullUser(row, subs) : toPublicUser(row, subs, viewerOf(viewer, row.id));
}
