import type { UserRow } from '../../db/types.ts';

/**
 * THE profile-completeness rule (users.is_profile_complete), shared by every endpoint that writes a
 * profile (PUT /user-post-register, PUT /user; admin add and import should call it too):
 *
 *   a profile is complete when nickname, phone number, address, high school, occupation AND about
 *   all hold non-blank text.
 *
 * It is recomputed from the values being saved, in the same transaction as the save, so the flag never
 * disagrees with the row. Picture, socials, experiences, businesses and educations are optional extras
 * and do not count.
 */
export const COMPLETENESS_COLUMNS = [
  'nickname',
  'phone_number',
  'address',
  'high_school',
  'occupation',
  'about',
] as const;

export type CompletenessFields = Pick<UserRow, (typeof COMPLETENESS_COLUMNS)[number]>;

export function isProfileComplete(fields: CompletenessFields): boolean {
  return COMPLETENESS_COLUMNS.every((column) => {
    const value = fields[column];
    return value !== null && value.trim() !== '';
  });
}

/** The stored 0/1 flag for the fields. */
export const completenessFlag = (fields: CompletenessFields): 0 | 1 => (isProfileComplete(fields) ? 1 : 0);
