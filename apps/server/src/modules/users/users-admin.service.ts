import { randomBytes } from 'node:crypto';
import {
  ADMIN_ROLES,
  type CreateUserBody,
  type FullUser,
  PASSWORD_MISMATCH,
  TEMPORARY_PASSWORD_LENGTH,
  USER_LAST_ADMIN,
  USER_SELF_DELETE,
} from '@alumni/contract';
import type { Db, Dialect, Tx } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordActivity, withAdminActivity } from '../activity-log/activity-log.service.ts';
import type { ImageStore } from '../uploads/storage.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { insertMember } from './create-user.ts';
import { PICTURE_INVALID } from './profile-update.service.ts';
import { loadFullUser, userNotFound } from './users.service.ts';

export interface UsersAdminDeps {
  db: Db;
  dialect: Dialect;
  /** Where uploads live: isOurUpload checks a picture path there (modules/uploads/storage.ts). */
  images: ImageStore;
  timeZone: string;
  scryptLogN: number;
  now: () => Date;
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
 * events.total_participant drops by the number of the deleted users who had joined each event (one
 * UPDATE); the foreign keys then remove participations, notifications, login history and profile
 * sub-records, and set comments' and events' user_id to null. One 'Hapus' activity row per user.
 * Returns how many users were deleted (ids not found are skipped).
 */
async function deleteUsersIn(
  tx: Tx,
  dialect: Dialect,
  admin: AuthUser,
  ids: number[],
  now: Date,
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.includes(admin.id)) throw conflict(USER_SELF_DELETE, 'USER_SELF_DELETE');

  const admins = await tx
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ADMIN_ROLES)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
  const targets = await tx
    .selectFrom('users')
    .select(['id', 'username', 'email', 'name', 'role'])
    .where('id', 'in', unique)
    .orderBy('id')
    .execute();
  if (targets.length === 0) return 0;
  const targetIds = targets.map((t) => t.id);
  if (!admins.some((a) => !targetIds.includes(a.id))) throw conflict(USER_LAST_ADMIN, 'USER_LAST_ADMIN');

  await tx
    .updateTable('events')
    .set((eb) => ({
      total_participant: eb(
        'total_participant',
        '-',
        eb
          .selectFrom('event_participants as p')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('p.event_id', '=', 'events.id')
          .where('p.user_id', 'in', targetIds),
      ),
    }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('event_participants').select('event_id').where('user_id', 'in', targetIds),
    )
    .execute();
  await tx.deleteFrom('users').where('id', 'in', targetIds).execute();
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

type DeleteDeps = Pick<UsersAdminDeps, 'db' | 'dialect' | 'now'>;

/** DELETE /user/{id}: 404 when the user does not exist. */
export async function deleteUserByAdmin(deps: DeleteDeps, admin: AuthUser, id: number): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    if (id === admin.id) throw conflict(USER_SELF_DELETE, 'USER_SELF_DELETE');
    const deleted = await deleteUsersIn(tx, deps.dialect, admin, [id], deps.now());
    if (deleted === 0) throw userNotFound();
  });
}

/** PUT /user/delete: unknown ids are skipped; the whole request is one transaction. */
export async function deleteUsersByAdmin(
  deps: DeleteDeps,
  admin: AuthUser,
  ids: number[],
): Promise<{ deleted: number }> {
  const deleted = await deps.db
    .transaction()
    .execute((tx) => deleteUsersIn(tx, deps.dialect, admin, ids, deps.now()));
  return { deleted };
}

/**
 * POST /user/{id}/reset-password. Chosen flow (docs/decisions/005-admin-reset-password.md): the server
 * generates a one-time temporary password (16 url-safe characters from 12 random bytes), stores only
 * its scrypt hash, and answers it ONCE so the admin can pass it on; the member's token_version is
 * bumped so every existing session of theirs is revoked. Pending forgot-password links are dropped
 * too. The member must replace the temporary password at the next sign-in (must_change_password,
 * docs/decisions/007). The activity row never holds the password.
 */
export async function resetPasswordByAdmin(
  deps: Pick<UsersAdminDeps, 'db' | 'scryptLogN' | 'now'>,
  admin: AuthUser,
  id: number,
): Promise<{ temporaryPassword: string }> {
  // 3 random bytes encode to 4 base64url characters: 12 bytes -> 16 characters.
  const temporaryPassword = randomBytes((TEMPORARY_PASSWORD_LENGTH / 4) * 3).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword, deps.scryptLogN);
  const now = deps.now();
  await withAdminActivity(
    deps.db,
    async (tx) => {
      const user = await tx
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw userNotFound();
      await tx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          // The admin knows this password: its owner must replace it before anything else (decision 007).
          must_change_password: 1,
          updated_at: now.toISOString(),
        }))
        .where('id', '=', id)
        .execute();
      await tx.deleteFrom('password_resets').where('user_id', '=', id).where('used_at', 'is', null).execute();
      return {
        result: undefined,
        activity: {
          module: 'Pengguna',
          action: 'Reset Sandi',
          activityInfo: `Mereset kata sandi pengguna ${user.username}`,
        },
      };
    },
    admin,
    now,
  );
  return { temporaryPassword };
}
