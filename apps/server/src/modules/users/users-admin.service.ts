import {
  type CreateUserBody,
  type FullUser,
  MEMORIAL_MSG,
  PASSWORD_MISMATCH,
  USER_LAST_ADMIN,
  USER_SELF_DELETE,
} from '@alumni/contract';
import type { Db, Dialect, Tx } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordActivity, withAdminActivity } from '../activity-log/activity-log.service.ts';
import { removeMembersSeats, type SeatsContext } from '../participants/seats.service.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { insertMember } from './create-user.service.ts';
import { deceasedIds } from './deceased.service.ts';
import { PICTURE_INVALID } from './profile-update.service.ts';
import { deleteUserRows, selectAdminIdsForUpdate, selectDeleteTargets } from './users.repo.ts';
import { loadFullUser, userNotFound } from './users.service.ts';

export interface UsersAdminDeps {
  db: Db;
  dialect: Dialect;
  /** Where uploads live: isOurUpload checks a picture path there (modules/uploads/image-store.service.ts). */
  images: ImageStore;
  timeZone: string;
  scryptLogN: number;
  now: () => Date;
  /** The site's address: a deletion can free seats, and the waitlist's promotion mails link to the event. */
  publicUrl: string;
  /** REMINDER_HOURS: a member promoted inside the window is reminded at once. */
  reminderHours: number;
}

/**
 * POST /user (/admin/user/add): a ROLE_USER member with the given password. The picture check and
 * the hashing run before the transaction; the row and its 'Pengguna' / 'Tambah' activity row commit
 * together.
 */
export async function createUserByAdmin(
  deps: UsersAdminDeps,
  admin: AuthUser,
  body: CreateUserBody,
): Promise<FullUser> {
  if (body.password !== body.repassword)
    throw badRequest(PASSWORD_MISMATCH, 'PASSWORD_MISMATCH', [
      { path: 'repassword', message: PASSWORD_MISMATCH },
    ]);
  const picture = body.picture ?? null;
  if (picture !== null && !(await isOurUpload(picture, deps.images)))
    throw badRequest(PICTURE_INVALID, 'PICTURE_INVALID', [{ path: 'picture', message: PICTURE_INVALID }]);
  const passwordHash = await hashPassword(body.password, deps.scryptLogN);
  const now = deps.now();

  return withAdminActivity(
    deps.db,
    async (tx) => {
      const member = await insertMember(tx, { ...body, picture }, passwordHash, now.toISOString());
      const user = await loadFullUser(tx, { by: 'id', id: member.id });
      return {
        result: user,
        activity: {
          module: 'Pengguna',
          action: 'Tambah',
          activityInfo: `Menambah pengguna ${member.username}`,
          newValue: { username: user.username, email: user.email, name: user.name },
        },
      };
    },
    admin,
    now,
  );
}

/**
 * The hard delete behind DELETE /user/{id} and PUT /user/delete, inside the caller's transaction.
 * Refuses the caller's own account and leaving no admin behind (admin rows are locked first on
 * PostgreSQL, so two admins deleting each other at once cannot both succeed). Before the rows go,
 * their seats are given up and the waitlists take them (participants/seats.service.ts); the foreign keys then remove notifications, login history and profile
 * sub-records, and set comments' and events' user_id to null. One 'Hapus' activity row per user.
 * Returns how many users were deleted (ids not found are skipped).
 */
async function deleteUsersIn(
  tx: Tx,
  deps: Pick<UsersAdminDeps, 'dialect' | 'publicUrl' | 'timeZone' | 'reminderHours'>,
  admin: AuthUser,
  ids: number[],
  now: Date,
): Promise<number> {
  const { dialect } = deps;
  const unique = [...new Set(ids)];
  if (unique.includes(admin.id)) throw conflict(USER_SELF_DELETE, 'USER_SELF_DELETE');

  const admins = await selectAdminIdsForUpdate(tx, dialect === 'postgres');
  const targets = await selectDeleteTargets(tx, unique);
  if (targets.length === 0) return 0;
  const targetIds = targets.map((t) => t.id);
  if (!admins.some((a) => !targetIds.includes(a.id))) throw conflict(USER_LAST_ADMIN, 'USER_LAST_ADMIN');

  await removeUserRows(
    tx,
    { dialect, now, publicUrl: deps.publicUrl, timeZone: deps.timeZone, reminderHours: deps.reminderHours },
    targetIds,
  );
  for (const t of targets)
    await recordActivity(tx, {
      admin,
      now,
      module: 'Pengguna',
      action: 'Hapus',
      activityInfo: `Menghapus pengguna ${t.username}`,
      oldValue: { username: t.username, email: t.email, name: t.name },
    });
  return targets.length;
}

/**
 * Removes the users' rows: their seats and places in line first through participants/seats.service.ts (the
 * counter's one owner, docs/decisions/013, which also gives freed seats to the waitlist), then the rows; the
 * foreign keys do the rest (see deleteUsersIn). Also 'Batalkan Import' (docs/decisions/014).
 */
export async function removeUserRows(tx: Tx, seats: SeatsContext, targetIds: number[]): Promise<void> {
  if (targetIds.length === 0) return;
  await removeMembersSeats(tx, seats, targetIds);
  await deleteUserRows(tx, targetIds);
}

type DeleteDeps = Pick<UsersAdminDeps, 'db' | 'dialect' | 'now' | 'publicUrl' | 'timeZone' | 'reminderHours'>;

/** DELETE /user/{id}: 404 when the user does not exist. */
export async function deleteUserByAdmin(deps: DeleteDeps, admin: AuthUser, id: number): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    if (id === admin.id) throw conflict(USER_SELF_DELETE, 'USER_SELF_DELETE');
    const deleted = await deleteUsersIn(tx, deps, admin, [id], deps.now());
    if (deleted === 0) throw userNotFound();
  });
}

/**
 * PUT /user/delete: unknown ids are skipped; the whole request is one transaction. A classmate who has passed
 * away is no part of a bulk action ('In Memoriam', docs/decisions/024): a selection holding one is refused
 * whole (409), never half done; their account is deleted, if ever, on its own from the detail page.
 */
export async function deleteUsersByAdmin(
  deps: DeleteDeps,
  admin: AuthUser,
  ids: number[],
): Promise<{ deleted: number }> {
  const deleted = await deps.db.transaction().execute(async (tx) => {
    if ((await deceasedIds(tx, ids)).size > 0) throw conflict(MEMORIAL_MSG.notInBulk, 'MEMBER_DECEASED');
    return deleteUsersIn(tx, deps, admin, ids, deps.now());
  });
  return { deleted };
}
