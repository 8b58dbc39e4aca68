import type { Kysely } from 'kysely';

/**
 * Re-derives `users.search_key` and `users.city_key` (migration 020) for every existing row with the
 * application's normalisation (lower case, NFKD, accents stripped, runs of spaces as one), which SQL cannot do
 * portably; from now on every writer keeps them up to date (modules/users/search-keys.ts, docs/decisions/027).
 * The normalisation is copied here on purpose: a migration must not change when the application code does.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const normalise = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const PAGE = 500;

export async function up(db: AnyDb): Promise<void> {
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
    lastId = rows[rows.length - 1].id;
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: the keys are derived data, and migration 020's own down drops the columns.
}
