import {
  type FullUser,
  isAdminRole,
  PROFILE_FORBIDDEN,
  SOCIAL_KEYS,
  type UpdateProfileBody,
} from '@alumni/contract';
import type { Db, Tx } from '../../db/index.ts';
import type { UserUpdate } from '../../db/types.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { assertNameAndEmailFree, rethrowTaken } from './create-user.service.ts';
import { completenessFlag } from './profile-completeness.service.ts';
import { saveProfileRecords } from './profile-records.service.ts';
import { refreshSearchKeys } from './search-keys.service.ts';
import { findProfileRow, updateUserRow } from './users.repo.ts';
import { loadFullUser, userNotFound } from './users.service.ts';

export interface ProfileDeps {
  db: Db;
  /** Where uploads live: isOurUpload checks a picture path there (modules/uploads/image-store.service.ts). */
  images: ImageStore;
  timeZone: string;
  now: () => Date;
}

export const PICTURE_INVALID = 'Gambar tidak valid. Upload ulang gambar.';

/** The users-row changes of the body: absent fields are left out (unchanged), null clears. */
function rowChanges(body: UpdateProfileBody): UserUpdate {
  const changes: UserUpdate = { name: body.name };
  const set = <K extends keyof UserUpdate>(column: K, value: UserUpdate[K] | undefined) => {
    if (value !== undefined) changes[column] = value;
  };
  set('nickname', body.nickname);
  set('phone_number', body.phoneNumber);
  set('address', body.address);
  set('high_school', body.highSchool);
  set('occupation', body.occupation);
  set('picture', body.picture);
  set('about', body.about);
  set('specialities', body.specialities);
  set('languages', body.languages);
  set('city', body.city);
  set('birthday', body.birthday);
  for (const key of SOCIAL_KEYS) set(key, body.socials?.[key]);
  if (body.reminderEmail !== undefined) changes.reminder_email = body.reminderEmail ? 1 : 0;
  return changes;
}

/**
 * An admin's new username / email for another member (absent = unchanged): 409 when another user
 * already has it, ignoring case (the same messages as POST /register).
 */
async function accountChanges(tx: Tx, targetId: number, body: UpdateProfileBody): Promise<UserUpdate> {
  const changes: UserUpdate = {};
  if (body.username !== undefined) changes.username = body.username;
  if (body.email !== undefined) changes.email = body.email;
  if (changes.username === undefined && changes.email === undefined) return changes;
  await assertNameAndEmailFree(tx, { username: changes.username, email: changes.email }, targetId);
  return changes;
}

/** What the activity log compares: the editable fields, socials flattened so one handle shows alone. */
function auditView(user: FullUser): Record<string, unknown> {
  const { id: _id, createdDate: _c, lastLogin: _l, socials, ...rest } = user;
  return { ...rest, ...socials };
}

/**
 * PUT /user. Members edit only their own profile (403 otherwise, nothing written); admins edit anyone.
 * The users row, the sub-records, is_profile_complete (profile-completeness.service.ts) and, when an admin edits
 * someone else, the activity row ('Pengguna' / 'Ubah', only the changed fields) commit in ONE
 * transaction. Username and email change only when an admin edits someone else; role and password
 * are not changed here.
 */
export async function updateProfile(
  deps: ProfileDeps,
  actor: AuthUser,
  body: UpdateProfileBody,
): Promise<FullUser> {
  const targetId = body.id ?? actor.id;
  const adminEdit = targetId !== actor.id;
  if (adminEdit && !isAdminRole(actor.role)) throw forbidden(PROFILE_FORBIDDEN, 'PROFILE_FORBIDDEN');

  // The disk check happens before the transaction opens; a path equal to the stored one is "unchanged".
  const pictureOnDisk =
    typeof body.picture === 'string' ? await isOurUpload(body.picture, deps.images) : true;
  const now = deps.now();

  try {
    return await deps.db.transaction().execute(async (tx) => {
      const current = await findProfileRow(tx, { by: 'id', id: targetId });
      if (!current) throw userNotFound();
      if (!pictureOnDisk && body.picture !== current.picture)
        throw badRequest(PICTURE_INVALID, 'PICTURE_INVALID', [{ path: 'picture', message: PICTURE_INVALID }]);

      const before = adminEdit ? await loadFullUser(tx, { by: 'id', id: targetId }) : null;
      const changes = { ...rowChanges(body), ...(adminEdit ? await accountChanges(tx, targetId, body) : {}) };
      await updateUserRow(tx, targetId, {
        ...changes,
        is_profile_complete: completenessFlag({ ...current, ...changes }),
        updated_at: now.toISOString(),
      });
      await refreshSearchKeys(tx, targetId);
      await saveProfileRecords(tx, targetId, body, now.toISOString());

      const after = await loadFullUser(tx, { by: 'id', id: targetId });
      if (before)
        await recordActivity(tx, {
          admin: actor,
          module: 'Pengguna',
          action: 'Ubah',
          activityInfo: `Mengubah profil pengguna ${after.name} (@${after.username})`,
          oldValue: auditView(before),
          newValue: auditView(after),
          now,
        });
      return after;
    });
  } catch (err) {
    // Two saves racing past the check above: the unique index decides.
    rethrowTaken(err);
  }
}
