import { z } from 'zod';
import { resultOf } from './common.ts';

/**
 * Per-field privacy ('Siapa yang bisa melihat', docs/decisions/027-cari-teman-privacy.md).
 * SELF = only the member (and the committee's admins), MEMBERS = signed-in members, PUBLIC = everyone.
 * Phone, e-mail and address are never PUBLIC; the birthday may be.
 */
export const PRIVACY_LEVELS = ['SELF', 'MEMBERS', 'PUBLIC'] as const;
export const PrivacyLevel = z.enum(PRIVACY_LEVELS, { error: 'Pilihan privasi tidak dikenal' });
export type PrivacyLevel = z.infer<typeof PrivacyLevel>;

export const PRIVACY_NOT_PUBLIC = 'Telepon, email dan alamat tidak bisa dibuka untuk umum';
export const PRIVACY_LABELS: Record<PrivacyLevel, string> = {
  SELF: 'Hanya saya',
  MEMBERS: 'Sesama anggota',
  PUBLIC: 'Publik',
};

const contactLevel = PrivacyLevel.refine((v) => v !== 'PUBLIC', { error: PRIVACY_NOT_PUBLIC });

export const PrivacySettings = z.object({
  phone: contactLevel,
  email: contactLevel,
  address: contactLevel,
  birthday: PrivacyLevel,
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

export const PrivacyBody = z.strictObject(PrivacySettings.shape, { error: 'Pengaturan privasi tidak valid' });
export type PrivacyBody = z.infer<typeof PrivacyBody>;

export const PrivacyResult = resultOf(PrivacySettings);

/** May `viewer` see a field whose owner chose `level`? Admins and the owner always may. */
export function privacyAllows(
  level: PrivacyLevel | string,
  viewer: { signedIn: boolean; isOwner: boolean; isAdmin: boolean },
): boolean {
  if (viewer.isOwner || viewer.isAdmin) return true;
  if (level === 'PUBLIC') return true;
  return level === 'MEMBERS' && viewer.signedIn;
}
