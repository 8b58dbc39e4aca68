import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Page } from '../../lib/pagination.ts';

// 'Cari Teman' / 'Usaha Alumni' reads (docs/decisions/027): paged in SQL, filtered on the normalised keys.

/** `%word%` with LIKE's own wildcards escaped (a username's '_' is a letter here). */
const contains = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeEscaped = (column: string, word: string) =>
  sql<SqlBool>`${sql.ref(column)} LIKE ${contains(word)} ESCAPE '\\'`;

/** Members the directory lists: everyone with an account they can use (a never-activated import is not listed). */
export interface MemberFilter {
  words: string[];
  cityKey?: string;
  occupation?: string;
}

/** The members a filter keeps (exported for the plan test, directory-plan.test.ts). */
export function membersQuery(db: Db, f: MemberFilter) {
  let q = db.selectFrom('users as u').where('u.password_hash', 'is not', null);
  for (const w of f.words) q = q.where(likeEscaped('u.search_key', w));
  if (f.cityKey) q = q.where('u.city_key', '=', f.cityKey);
  if (f.occupation) q = q.where(likeEscaped('u.occupation', f.occupation));
  return q;
}

export async function findMembers(db: Db, f: MemberFilter, page: Page) {
  const [count, rows] = await Promise.all([
    membersQuery(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    membersQuery(db, f)
      .select([
        'u.id',
        'u.username',
        'u.name',
        'u.nickname',
        'u.picture',
        'u.city',
        'u.occupation',
        'u.high_school',
        'u.deceased',
      ])
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

export interface BusinessFilter {
  words: string[];
  cityKey?: string;
  line?: string;
}

function businessesQuery(db: Db, f: BusinessFilter) {
  let q = db
    .selectFrom('businesses as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .where('b.deleted', '=', 0)
    .where('b.unlisted', '=', 0)
    .where('b.name', 'is not', null)
    .where('u.password_hash', 'is not', null);
  for (const w of f.words)
    q = q.where((eb) =>
      eb.or([likeEscaped('b.name', w), likeEscaped('b.description', w), likeEscaped('u.search_key', w)]),
    );
  if (f.cityKey) q = q.where('u.city_key', '=', f.cityKey);
  if (f.line) q = q.where('b.line', '=', f.line);
  return q;
}

export async function findBusinesses(db: Db, f: BusinessFilter, page: Page) {
  const [count, rows] = await Promise.all([
    businessesQuery(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    businessesQuery(db, f)
      .select([
        'b.id',
        'b.name',
        'b.description',
        'b.address',
        'b.line',
        'u.id as owner_id',
        'u.username',
        'u.name as owner_name',
        'u.picture',
        'u.city',
        'u.deceased',
        'u.phone_number',
        'u.email',
        'u.privacy_phone',
        'u.privacy_email',
      ])
      .orderBy('b.name')
      .orderBy('b.id')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}
