import { type AdminSettingBody, type LoginResult, PASSWORD_MISMATCH } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { UserUpdate } from '../../db/types.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import { assertCurrentPassword } from '../auth/change-password.service.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { readOwnAccount, updateAccount } from '../users/account.service.ts';
import { assertNameAndEmailFree, rethrowTaken } from '../users/create-user.service.ts';
import { loadCurrentUser } from '../users/current-user.service.ts';

export const PICTURE_INVALID = 'Gambar tidak valid. Upload ulang gambar.';

/** Activity texts of the 'Pengaturan' module (tests assert the same strings). */
export const ADMIN_SETTING_ACTIVITY = {
  account: 'Mengubah pengaturan akun',
  password: 'Mengubah kata sandi',
  both: 'Mengubah pengaturan akun dan kata sandi',
  unchanged: 'Menyimpan pengaturan akun tanpa perubahan',
} as const;

export interface AdminSettingDeps {
  db: Db;
  /** Where uploads live: isOurUpload checks a picture path there (modules/uploads/image-store.service.ts). */
  images: ImageStore;
  scryptLogN: number;
  now: () => Date;
  signToken: (user: { id: number; token_version: number }) => { token: string; expiresAt: string };
}

const pictureInvalid = () =>
  badRequest(PICTURE_INVALID, 'PICTURE_INVALID', [{ path: 'picture', message: PICTURE_INVALID }]);

const AUDITED = ['name', 'email', 'username', 'picture'] as const;

/**
 * PUT /admin/setting: the signed-in admin's own name, email, username, picture and (optionally) password;
 * a new password or email needs `currentPassword`.
 * The users row and its 'Pengaturan' activity row commit in ONE transaction. A new password bumps
 * token_version, so every other session of this admin is refused from now on; the reply carries a fresh
 * token (signed with the new version) for the session that made the change: the same session, its sign-in
 * time kept, so saving settings never extends it past SESSION_MAX_DAYS (docs/decisions/020).
 */
export async function updateAdminSetting(
  deps: AdminSettingDeps,
  actor: AuthUser,
  body: AdminSettingBody,
): Promise<LoginResult> {
  const password = body.password ?? '';
  if (password !== (body.repassword ?? ''))
    throw badRequest(PASSWORD_MISMATCH, 'PASSWORD_MISMATCH', [
      { path: 'repassword', message: PASSWORD_MISMATCH },
    ]);

  // A session alone must not be enough to take the account over: a new password or a new email (where
  // forgot-password links go) needs the current password. Name, username and picture do not.
  if (password || body.email.toLowerCase() !== actor.email.toLowerCase())
    await assertCurrentPassword(deps.db, actor.id, body.currentPassword);

  // Disk checks and the slow hash happen before the transaction opens.
  const pictureOnDisk =
    typeof body.picture === 'string' ? await isOurUpload(body.picture, deps.images) : true;
  const passwordHash = password ? await hashPassword(password, deps.scryptLogN) : null;
  const now = deps.now();

  try {
    const subject = await deps.db.transaction().execute(async (tx) => {
      const before = await readOwnAccount(tx, actor.id);
      if (!before) throw unauthorized();
      if (!pictureOnDisk && body.picture !== before.picture) throw pictureInvalid();

      await assertNameAndEmailFree(tx, body, actor.id);

      const after = {
        name: body.name,
        email: body.email,
        username: body.username,
        picture: body.picture === undefined ? before.picture : body.picture,
      };
      const changes: UserUpdate = { ...after, updated_at: now.toISOString() };
      const tokenVersion = passwordHash ? before.token_version + 1 : before.token_version;
      if (passwordHash) {
        changes.password_hash = passwordHash;
        changes.token_version = tokenVersion;
        changes.must_change_password = 0;
      }
      await updateAccount(tx, actor.id, changes);

      // Every save is in the activity log, one that changed nothing too (docs/decisions/020).
      const fieldsChanged = AUDITED.some((k) => before[k] !== after[k]);
      const { id: _id, token_version: _tv, ...old } = before;
      await recordActivity(tx, {
        // The row is signed with the name the admin has after the change.
        admin: { ...actor, name: after.name },
        module: 'Pengaturan',
        action: 'Ubah',
        activityInfo: passwordHash
          ? fieldsChanged
            ? ADMIN_SETTING_ACTIVITY.both
            : ADMIN_SETTING_ACTIVITY.password
          : fieldsChanged
            ? ADMIN_SETTING_ACTIVITY.account
            : ADMIN_SETTING_ACTIVITY.unchanged,
        oldValue: old,
        newValue: after,
        now,
      });
      return { id: actor.id, token_version: tokenVersion };
    });
    const currentUser = await loadCurrentUser(deps.db, actor.id);
    return { currentUser, ...deps.signToken(subject) };
  } catch (err) {
    // Two saves racing past the check above: the unique index decides.
    rethrowTaken(err);
  }
}
