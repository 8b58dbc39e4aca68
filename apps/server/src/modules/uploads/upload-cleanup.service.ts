import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { ImageStore } from './image-store.service.ts';
import { variantName } from './image-variants.service.ts';
import {
  claimLease as claimJobLease,
  dateUploadOnce,
  deleteUploadEventsBefore,
  deleteUploads,
  releaseLease,
  selectPathsLike,
  selectUploadDates,
} from './uploads.repo.ts';

/**
 * Pictures nothing references are removed (docs/decisions/020, "Uploads"). Every column that may hold an
 * `/uploads/<name>` path: a picture named in none of them, and uploaded (or first seen by this job, for pictures
 * stored before migration 011) longer than the grace period ago, is removed with all its narrower copies, from
 * the disk or the bucket. The grace period covers a picture uploaded for a form that is still being filled in.
 * A column added later that holds picture paths MUST be listed here (architecture.test.ts checks db/types.ts).
 */
export const PICTURE_REFERENCES = [
  { table: 'users', column: 'picture' },
  { table: 'events', column: 'image_url' },
  { table: 'event_groups', column: 'image_url' },
  { table: 'event_categories', column: 'icon_url' },
  { table: 'banners', column: 'banner_url' },
  // 'Album Foto' (docs/decisions/032-event-album.md).
  { table: 'event_photos', column: 'path' },
  // The community's logo lives inside the settings' JSON (docs/decisions/021): the text is searched, not its start.
  { table: 'community_settings', column: 'data' },
] as const;

/** How long one instance holds the job (a run of a crashed instance is taken over after it). */
const LEASE_MS = 15 * 60_000;
const JOB = 'upload-cleanup';

export interface CleanupRun {
  /** Another instance holds the lease: this one did nothing. */
  skipped: boolean;
  removed: string[];
  /** Pictures seen for the first time (no upload row): their grace period starts now. */
  dated: number;
}

/**
 * One instance at a time: a lease row claimed with one conditional upsert (free, or held past its time), so
 * several instances running the job's timer never remove at once, on SQLite and PostgreSQL alike.
 */
async function claimLease(db: Db, holder: string, now: Date): Promise<boolean> {
  return claimJobLease(db, JOB, holder, new Date(now.getTime() + LEASE_MS).toISOString(), now.toISOString());
}

/**
 * The stored names (`<hash>.webp`) the columns reference anywhere in their text (a path, or a path inside JSON),
 * or only those starting with `prefix`.
 */
export async function referencedNames(db: Db, prefix = '/uploads/'): Promise<Set<string>> {
  const names = new Set<string>();
  for (const { table, column } of PICTURE_REFERENCES) {
    for (const path of await selectPathsLike(db, table, column, prefix)) {
      for (const m of (path ?? '').matchAll(/\/uploads\/([0-9a-f]{32})(?:-[0-9]{2,4}w)?\.webp/g)) {
        if (`/uploads/${m[1]}`.startsWith(prefix)) names.add(`${m[1]}.webp`);
      }
    }
  }
  return names;
}

export async function runUploadCleanup(
  deps: { db: Db; images: ImageStore; graceSeconds: number },
  now: Date,
  holder: string = randomUUID(),
): Promise<CleanupRun> {
  const run: CleanupRun = { skipped: false, removed: [], dated: 0 };
  if (!(await claimLease(deps.db, holder, now))) return { ...run, skipped: true };
  try {
    const referenced = await referencedNames(deps.db);
    const dated = new Map((await selectUploadDates(deps.db)).map((r) => [r.name, r.created_at]));
    const cutoff = new Date(now.getTime() - deps.graceSeconds * 1000).toISOString();
    const stored = new Set<string>();
    for await (const name of deps.images.list()) {
      stored.add(name);
      if (referenced.has(name)) continue;
      const since = dated.get(name);
      if (since === undefined) {
        await dateUploadOnce(deps.db, name, now.toISOString());
        run.dated += 1;
        continue;
      }
      if (since >= cutoff) continue;
      // Referenced meanwhile (a form saved during this run)? Looked at again just before removing.
      if ((await referencedNames(deps.db, `/uploads/${name.slice(0, 32)}`)).size > 0) continue;
      await deps.images.remove([...IMAGE_VARIANT_WIDTHS.map((w) => variantName(name, w)), name]);
      await deleteUploads(deps.db, [name]);
      run.removed.push(name);
    }
    // Rows of pictures no longer stored (removed by hand, a restored backup without them).
    const gone = [...dated.keys()].filter((name) => !stored.has(name));
    for (let i = 0; i < gone.length; i += 500) await deleteUploads(deps.db, gone.slice(i, i + 500));
    await deleteUploadEventsBefore(deps.db, null, new Date(now.getTime() - 2 * 86_400_000).toISOString());
  } finally {
    await releaseLease(deps.db, JOB, holder, now.toISOString());
  }
  return run;
}
