import { IMPORT_BATCH_MSG, type ImportBatch } from '@alumni/contract';
import type { Db, Dialect } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import type { SeatsContext } from '../participants/seats.service.ts';
import {
  claimImportBatch,
  countBatchMembers,
  selectImportBatch,
  selectImportBatches,
  selectInactiveOfBatch,
  selectStillInactive,
  updateImportBatch,
} from './users.repo.ts';
import { removeUserRows } from './users-admin.service.ts';

/** How many batches the import panel's history shows (newest first). */
export const IMPORT_HISTORY_LIMIT = 20;
/** Ids per DELETE ... IN (...): far below both databases' parameter limits. */
const CHUNK = 500;

/**
 * GET /user/imports: the import panel's history (docs/decisions/014): who, when, how many, and how many of the batch's
 * members are still there without / with a password; undone batches say by whom, how many went and stayed.
 */
export async function listImportBatches(db: Db): Promise<ImportBatch[]> {
  const rows = await selectImportBatches(db, IMPORT_HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    createdDate: r.created_at,
    createdBy: r.created_by_name,
    total: r.total,
    inactive: Number(r.inactive ?? 0),
    active: Number(r.active ?? 0),
    undoneDate: r.undone_at,
    undoneBy: r.undone_by_name,
    removed: r.removed_count,
    kept: r.kept_count,
  }));
}

/**
 * DELETE /user/imports/{id} ('Batalkan Import'): removes the batch's members who have not activated yet, in
 * one transaction with one 'Pengguna' / 'Batalkan' activity row, and says how many were kept because they
 * already set a password. The delete re-checks `password_hash is null`, so a member activating at the same
 * moment is kept. Their event registrations go with them like any member delete (users-admin.service.ts).
 */
export async function undoImportBatch(
  deps: { db: Db; dialect: Dialect; now: () => Date } & Omit<SeatsContext, 'dialect' | 'now'>,
  admin: AuthUser,
  batchId: number,
): Promise<{ removed: number; kept: number }> {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const batch = await selectImportBatch(tx, batchId);
      if (!batch) throw notFound(IMPORT_BATCH_MSG.notFound, 'IMPORT_BATCH_NOT_FOUND');
      // Claims the batch first: a second 'Batalkan Import' at the same moment waits here, then is refused.
      if (!(await claimImportBatch(tx, batchId, now.toISOString(), admin.name)))
        throw conflict(IMPORT_BATCH_MSG.alreadyUndone, 'IMPORT_ALREADY_UNDONE');

      const inactive = await selectInactiveOfBatch(tx, batchId);
      let removed = 0;
      for (let i = 0; i < inactive.length; i += CHUNK) {
        const part = inactive.slice(i, i + CHUNK);
        // Members who activated meanwhile stay; on PostgreSQL the rows are locked so none activates now.
        const still = await selectStillInactive(tx, part, deps.dialect === 'postgres');
        await removeUserRows(tx, { ...deps, now }, still);
        removed += still.length;
      }
      const kept = await countBatchMembers(tx, batchId);
      await updateImportBatch(tx, batchId, { removed_count: removed, kept_count: kept });
      return {
        result: { removed, kept },
        activity: {
          module: 'Pengguna',
          action: 'Batalkan',
          activityInfo: `Membatalkan import ${batch.total} pengguna: ${removed} dihapus, ${kept} dipertahankan karena sudah aktif`,
          oldValue: { batch: batch.id, jumlah: batch.total },
          newValue: { dihapus: removed, dipertahankan: kept },
        },
      };
    },
    admin,
    now,
  );
}
