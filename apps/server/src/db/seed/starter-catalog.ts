import type { Db } from '../index.ts';
import type { Motif } from './placeholder-images.ts';
import { placeholderImages } from './placeholder-images.ts';

/**
 * The starter catalog every install gets once (docs/decisions/021), demo or not: the eight event categories
 * with their icons and the job types, so a fresh `SEED=none` install can create its first event and members
 * can add a work experience at once. The committee renames, reorders, hides or deletes them in 'Konten';
 * `community_settings.starter_catalog_at` makes sure they are never written again.
 */
export const STARTER_CATEGORIES = [
  { key: 'reuni', displayName: 'Reuni', motif: 'reuni' },
  { key: 'olahraga', displayName: 'Olahraga', motif: 'olahraga' },
  { key: 'sosial-amal', displayName: 'Sosial & Amal', motif: 'sosial' },
  { key: 'wisata', displayName: 'Wisata', motif: 'wisata' },
  { key: 'seminar', displayName: 'Seminar', motif: 'seminar' },
  { key: 'kuliner', displayName: 'Kuliner', motif: 'kuliner' },
  { key: 'keagamaan', displayName: 'Keagamaan', motif: 'keagamaan' },
  { key: 'hobi', displayName: 'Hobi', motif: 'hobi' },
] as const satisfies readonly { key: string; displayName: string; motif: Motif }[];

export const STARTER_JOB_TYPES = [
  'Wiraswasta',
  'Pegawai Negeri Sipil',
  'Karyawan Swasta',
  'Karyawan BUMN',
  'Guru/Dosen',
  'Dokter/Tenaga Kesehatan',
  'TNI/Polri',
  'Profesional (Hukum, Akuntansi, Konsultan)',
  'Insinyur/Teknik',
  'Petani/Peternak',
  'Ibu Rumah Tangga',
  'Pensiunan',
] as const;

/** The category icons (128 px squares, the demo's look), written into the upload folder. */
export function renderCategoryIcons(uploadDir: string): Promise<string[]> {
  return placeholderImages(
    uploadDir,
    STARTER_CATEGORIES.map((c, i) => ({ kind: 'category', motif: c.motif, tone: i })),
  );
}

/**
 * Writes the starter catalog unless it was written before on this database: categories only into an empty
 * category table, job types only into an empty job table (a database that already has its own keeps them).
 * Returns how many rows it wrote. Safe to run on every start and from several instances (the marker is set in
 * the same transaction, after a conditional update that only one instance wins).
 */
export async function ensureStarterCatalog(
  db: Db,
  uploadDir: string,
  now: Date = new Date(),
): Promise<{ categories: number; jobTypes: number }> {
  const row = await db
    .selectFrom('community_settings')
    .select('starter_catalog_at')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (row?.starter_catalog_at) return { categories: 0, jobTypes: 0 };
  // Pictures first, outside the transaction (files named by their content: writing twice is harmless).
  const icons = await renderCategoryIcons(uploadDir);
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .updateTable('community_settings')
      .set({ starter_catalog_at: at })
      .where('id', '=', 1)
      .where('starter_catalog_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { categories: 0, jobTypes: 0 };
    let categories = 0;
    let jobTypes = 0;
    const hasCategory = await tx.selectFrom('event_categories').select('id').limit(1).executeTakeFirst();
    if (!hasCategory) {
      await tx
        .insertInto('event_categories')
        .values(
          STARTER_CATEGORIES.map((c, i) => ({
            name: c.key,
            display_name: c.displayName,
            icon_url: icons[i] ?? null,
            sort_order: i + 1,
            created_at: at,
          })),
        )
        .execute();
      categories = STARTER_CATEGORIES.length;
    }
    const hasJob = await tx.selectFrom('job_types').select('id').limit(1).executeTakeFirst();
    if (!hasJob) {
      await tx
        .insertInto('job_types')
        .values(STARTER_JOB_TYPES.map((name, i) => ({ name, sort_order: i + 1 })))
        .execute();
      jobTypes = STARTER_JOB_TYPES.length;
    }
    return { categories, jobTypes };
  });
}
