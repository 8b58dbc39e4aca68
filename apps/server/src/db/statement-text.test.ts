import { describe, expect, it } from 'vitest';
import { openDatabase, valuesOutOfPlanner } from './index.ts';

/** db/index.ts: SQLite statements keep their values out of the query planner (docs/decisions/041). */
describe('valuesOutOfPlanner', () => {
  it('writes every placeholder as +?', () => {
    expect(
      valuesOutOfPlanner(
        'select "e"."id" from "events" as "e" where "e"."id" = ? and "e"."status" in (?, ?) limit ?',
      ),
    ).toBe('select "e"."id" from "events" as "e" where "e"."id" = +? and "e"."status" in (+?, +?) limit +?');
    expect(valuesOutOfPlanner('insert into "t" ("a", "b") values (?, ?)')).toBe(
      'insert into "t" ("a", "b") values (+?, +?)',
    );
  });

  it('leaves a ? inside quotes (text, names) as it is, with doubled quotes inside them', () => {
    expect(valuesOutOfPlanner(`select 'why?', "odd?name", 'it''s ?' from t where a = ?`)).toBe(
      `select 'why?', "odd?name", 'it''s ?' from t where a = +?`,
    );
    expect(valuesOutOfPlanner('select 1')).toBe('select 1');
  });

  it('leaves comments and [bracketed] names alone, quotes in them included', () => {
    expect(valuesOutOfPlanner("select a -- isn't it?\nfrom t /* why's ? */ where [b?] = ? and c = '?'")).toBe(
      "select a -- isn't it?\nfrom t /* why's ? */ where [b?] = +? and c = '?'",
    );
  });

  it('answers the same rows: types, NULLs, IN lists, LIMIT and LIKE patterns bound through it', async () => {
    const opened = openDatabase(':memory:');
    const db = opened.db.withTables<{ t: { id: number; name: string | null; n: number | null } }>();
    const destroy = opened.destroy;
    try {
      await db.schema
        .createTable('t')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text')
        .addColumn('n', 'integer')
        .execute();
      await db
        .insertInto('t')
        .values([
          { id: 1, name: 'Reuni Akbar', n: 5 },
          { id: 2, name: 'reuni kecil', n: null },
          { id: 3, name: '50% diskon', n: 7 },
        ])
        .execute();
      const ids = async (q: { execute(): Promise<{ id: number }[]> }) => (await q.execute()).map((r) => r.id);
      expect(await ids(db.selectFrom('t').select('id').where('id', '=', 2))).toEqual([2]);
      // A text value against an integer column is converted by the column's affinity, as before.
      expect(
        await ids(
          db
            .selectFrom('t')
            .select('id')
            .where('n', '=', '5' as unknown as number),
        ),
      ).toEqual([1]);
      expect(await ids(db.selectFrom('t').select('id').where('n', 'is', null))).toEqual([2]);
      expect(await ids(db.selectFrom('t').select('id').where('id', 'in', [1, 3]).orderBy('id'))).toEqual([
        1, 3,
      ]);
      expect(await ids(db.selectFrom('t').select('id').orderBy('id').limit(2).offset(1))).toEqual([2, 3]);
      expect(
        await ids(db.selectFrom('t').select('id').where('name', 'like', '%reuni%').orderBy('id')),
      ).toEqual([1, 2]);
      // A prefix pattern: LIKE answers the same without its index range (SQLite's LIKE ignores ASCII case).
      expect(
        await ids(db.selectFrom('t').select('id').where('name', 'like', 'reuni%').orderBy('id')),
      ).toEqual([1, 2]);
      await db.updateTable('t').set({ n: 9 }).where('id', '=', 2).execute();
      expect(await ids(db.selectFrom('t').select('id').where('n', '>', 8))).toEqual([2]);
    } finally {
      await destroy();
    }
  });
});
