import type { Kysely } from 'kysely';

/**
 * Adds `businesses.line` ('Bidang usaha') and re-derives `users.search_key` and `users.city_key` (migration 020) for every existing row with the
 * application's normalisation (lower case, NFKD, accents stripped, runs of spaces as one), which SQL cannot do
 * portably; from now on every writer keeps them up to date (modules/users/search-keys.service.ts, docs/decisions/027).
 * The normalisation is copied here on purpose: a migration must not change when the application code does.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const normalise = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const PAGE = 500;

export async function up(db: AnyDb): Promise<void> {
  // 'Bidang usaha' of a business, the 'Usaha Alumni' filter (docs/decisions/027).
  await db.schema.alterTable('businesses').addColumn('line', 'text').execute();
  await db.schema.createIndex('businesses_line').on('businesses').columns(['line', 'user_id']).execute();
  await backfillKeys(db);
}

/** Every users row's keys from its name, nickname, username and city, 500 rows at a time. */
export async function backfillKeys(db: AnyDb): Promise<void> {
  let lastId = 0;
  for (;;) {
    const rows: {
      id: number;
      name: string;
      nickname: string | null;
      username: string;
      city: string | null;
    }[] = await db
      .selectFrom('users')
      .select(['id', 'name', 'nickname', 'username', 'city'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    for (const r of rows) {
      const cityKey = r.city ? normalise(r.city) : '';
      await db
        .updateTable('users')
        .set({
          search_key: normalise(`${r.name} ${r.nickname ?? ''} ${r.username}`),
          city_key: cityKey === '' ? null : cityKey,
        })
        .where('id', '=', r.id)
        .execute();
    }
    lastId = rows.at(-1)?.id ?? lastId;
  }
}

export async function down(db: AnyDb): Promise<void> {
  // The keys are derived data (migration 020's own down drops their columns); only 'line' is new here.
  await db.schema.dropIndex('businesses_line').execute();
  await db.schema.alterTable('businesses').dropColumn('line').execute();
}
