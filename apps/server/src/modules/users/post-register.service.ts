import type { CurrentUser, PostRegisterBody } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { UserUpdate } from '../../db/types.ts';
import { unauthorized } from '../../lib/errors.ts';
import { loadCurrentUser } from './current-user.service.ts';
import { completenessFlag } from './profile-completeness.service.ts';
import { refreshSearchKeys } from './search-keys.service.ts';
import { selectPostRegisterFields, updateUserRow } from './users.repo.ts';

/**
 * PUT /user-post-register: step 2 of the registration wizard fills the caller's own contact fields.
 * An absent field is left alone, '' or null clears it. is_profile_complete is recomputed on every save
 * with the shared rule of profile-completeness.service.ts (these five fields plus `about`, which step 2 does not ask).
 */
export async function completeProfile(
  db: Db,
  userId: number,
  input: PostRegisterBody,
  deps: { now: () => Date },
): Promise<CurrentUser> {
  return db.transaction().execute(async (tx) => {
    const current = await selectPostRegisterFields(tx, userId);
    if (!current) throw unauthorized();

    const merged = {
      nickname: input.nickname === undefined ? current.nickname : input.nickname,
      phone_number: input.phoneNumber === undefined ? current.phone_number : input.phoneNumber,
      address: input.address === undefined ? current.address : input.address,
      high_school: input.highSchool === undefined ? current.high_school : input.highSchool,
      occupation: input.occupation === undefined ? current.occupation : input.occupation,
    } satisfies UserUpdate;

    await updateUserRow(tx, userId, {
      ...merged,
      is_profile_complete: completenessFlag({ ...merged, about: current.about }),
      updated_at: deps.now().toISOString(),
    });
    await refreshSearchKeys(tx, userId);
    return loadCurrentUser(tx, userId);
  });
}
