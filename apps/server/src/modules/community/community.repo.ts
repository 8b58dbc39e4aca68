import type { Executor } from '../../db/index.ts';

/** The community_settings row's id: the table holds one row (docs/decisions/021). */
export const COMMUNITY_ROW_ID = 1;

/** The one settings row (absent before the first save and on a fresh install). */
export function selectSettingsRow(db: Executor) {
  return db
    .selectFrom('community_settings')
    .select(['data', 'configured_at'])
    .where('id', '=', COMMUNITY_ROW_ID)
    .executeTakeFirst();
}

/** Writes the settings row: updates it when it exists, else inserts it. */
export async function saveSettingsRow(
  db: Executor,
  exists: boolean,
  values: { data: string; configured_at: string; updated_at: string },
): Promise<void> {
  if (exists)
    await db.updateTable('community_settings').set(values).where('id', '=', COMMUNITY_ROW_ID).execute();
  else
    await db
      .insertInto('community_settings')
      .values({ id: COMMUNITY_ROW_ID, ...values })
      .execute();
}
