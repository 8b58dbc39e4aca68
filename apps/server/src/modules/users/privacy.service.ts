import type { PrivacyBody, PrivacySettings } from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import { selectPrivacy, updateUserRow } from './users.repo.ts';

/** Per-field privacy ('Siapa yang bisa melihat', docs/decisions/027-cari-teman-privacy.md). */

const FIELD_LABELS: Record<keyof PrivacySettings, string> = {
  phone: 'telepon',
  email: 'email',
  address: 'alamat',
  birthday: 'tanggal lahir',
};

export async function getPrivacy(db: Executor, userId: number): Promise<PrivacySettings> {
  const row = await selectPrivacy(db, userId);
  if (!row) throw notFound('Pengguna tidak ditemukan');
  return {
    phone: row.privacy_phone as PrivacySettings['phone'],
    email: row.privacy_email as PrivacySettings['email'],
    address: row.privacy_address as PrivacySettings['address'],
    birthday: row.privacy_birthday as PrivacySettings['birthday'],
  };
}

/**
 * Saves the caller's own settings; the activity log gets who changed which setting (field names only,
 * never the member's data), in the same transaction.
 */
export async function updatePrivacy(
  db: Db,
  me: AuthUser,
  body: PrivacyBody,
  now: Date,
): Promise<PrivacySettings> {
  return db.transaction().execute(async (tx) => {
    const before = await getPrivacy(tx, me.id);
    const changed = (Object.keys(FIELD_LABELS) as (keyof PrivacySettings)[]).filter(
      (k) => before[k] !== body[k],
    );
    if (changed.length === 0) return before;
    await updateUserRow(tx, me.id, {
      privacy_phone: body.phone,
      privacy_email: body.email,
      privacy_address: body.address,
      privacy_birthday: body.birthday,
      updated_at: now.toISOString(),
    });
    await recordActivity(tx, {
      admin: me,
      module: 'Pengguna',
      action: 'Ubah',
      activityInfo: `Mengubah pengaturan privasi (${changed.map((k) => FIELD_LABELS[k]).join(', ')})`,
      now,
    });
    return getPrivacy(tx, me.id);
  });
}
