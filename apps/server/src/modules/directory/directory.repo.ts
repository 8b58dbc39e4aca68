import { type Compilable, type SqlBool, sql } from 'kysely';
import type { Db, Executor } from '../../db/index.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Page } from '../../lib/pagination.ts';

// 'Cari Teman' / 'Usaha Alumni' reads (docs/decisions/027): paged in SQL, filtered on the normalised keys.

/** `%word%` with LIKE's own wildcards escaped (a username's '_' is a letter here). */
const contains = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** `column LIKE pattern`, the pattern made beforehand (contains): a compiled query takes it as a value. */
const likeEscaped = (column: string, pattern: string) =>
  sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;

/**
 * Each word is one condition, so the number of words is part of a compiled query's shape (db/reusable-query.ts):
 * up to 50 words (100 characters of one-letter words, contract/directory.ts) a shape is compiled once. A search
 * the normalising spreads over more words (one ligature can become four words) is built each time, as before.
 */
const MAX_WORDS = 50;
const WORD_KINDS = Object.fromEntries(
  Array.from({ length: MAX_WORDS }, (_, i) => [`w${i}`, 'string' as const]),
);

/** The values of a directory read: each word's pattern (w0, w1, ...), the city key, the occupation or line. */
type DirectoryValues = Record<string, string | number>;

const KINDS = { ...WORD_KINDS, cityKey: 'string', other: 'string', limit: 'limit', skip: 'offset' } as const;

/** The patterns of `words` as values w0, w1, ... */
const wordValues = (words: readonly string[]): Record<string, string> =>
  Object.fromEntries(words.map((w, i) => [`w${i}`, contains(w)]));

/** A select: it compiles, and `execute()` says what its rows are. */
type Select = Compilable<unknown> & { execute(): Promise<unknown[]> };

/** A directory read compiled once per shape, or built each time past MAX_WORDS. */
function directoryRead<B extends Select>(build: (db: Executor, v: DirectoryValues, key: string) => B) {
  const compiled = reusableQuery(KINDS, build);
  return (db: Executor, words: number, key: string, values: DirectoryValues) =>
    words <= MAX_WORDS
      ? compiled(db, key, values)
      : (build(db, values, key).execute() as Promise<Awaited<ReturnType<B['execute']>>>);
}

/** The shape of a directory read (never a value): how many words, and which filters are present. */
const shapeKey = (words: number, city: boolean, other: boolean) =>
  `${words}|${city ? 'city' : ''}|${other ? 'other' : ''}`;

function shapeOf(key: string): { words: number; city: boolean; other: boolean } {
  const [words, city, other] = key.split('|');
  return { words: Number(words) || 0, city: city === 'city', other: other === 'other' };
}

/** The word patterns of a shape, in order. */
const patternsOf = (v: DirectoryValues, n: number) => Array.from({ length: n }, (_, i) => String(v[`w${i}`]));

/**
 * A page and the total of what it pages. A page with fewer rows than asked ends the list, so it says the total
 * itself (its offset plus its rows): a search for a name, which finds a few classmates, is one statement. A full
 * page, or an empty one past the first (past the end: nothing to count from), asks the count as well.
 */
async function pageAndTotal<R>(
  page: Pick<Page, 'limit' | 'skip'>,
  rows: () => Promise<R[]>,
  count: () => Promise<{ n: number | string }[]>,
): Promise<{ total: number; rows: R[] }> {
  const got = await rows();
  if (got.length < page.limit && (got.length > 0 || page.skip === 0))
    return { total: page.skip + got.length, rows: got };
  return { total: Number((await count())[0]?.n ?? 0), rows: got };
}

/** Members the directory lists: everyone with an account they can use (a never-activated import is not listed). */
export interface MemberFilter {
  words: string[];
  cityKey?: string;
  occupation?: string;
}

/** The members a filter keeps (exported for the plan test, directory-plan.test.ts). */
export function membersQuery(db: Executor, f: MemberFilter) {
  return membersOf(
    db,
    f.words.map(contains),
    f.cityKey || undefined,
    f.occupation ? contains(f.occupation) : undefined,
  );
}

/** membersQuery with the patterns made beforehand. */
function membersOf(db: Executor, patterns: readonly string[], cityKey?: string, occupation?: string) {
  let q = db.selectFrom('users as u').where('u.password_hash', 'is not', null);
  for (const p of patterns) q = q.where(likeEscaped('u.search_key', p));
  if (cityKey !== undefined) q = q.where('u.city_key', '=', cityKey);
  if (occupation !== undefined) q = q.where(likeEscaped('u.occupation', occupation));
  return q;
}

/** The members of a shape, its values in place (placeholders when compiling). */
function membersOfShape(db: Executor, v: DirectoryValues, key: string) {
  const shape = shapeOf(key);
  return membersOf(
    db,
    patternsOf(v, shape.words),
    shape.city ? String(v.cityKey) : undefined,
    shape.other ? String(v.other) : undefined,
  );
}

// 'Cari Teman' built and compiled once per shape (db/reusable-query.ts, docs/decisions/033 "Third step").
const memberCountQuery = directoryRead((db: Executor, v: DirectoryValues, key: string) =>
  membersOfShape(db, v, key).select((eb) => eb.fn.countAll<number | string>().as('n')),
);
const memberPageQuery = directoryRead((db: Executor, v: DirectoryValues, key: string) =>
  membersOfShape(db, v, key)
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
    .limit(Number(v.limit))
    .offset(Number(v.skip)),
);

export async function findMembers(db: Db, f: MemberFilter, page: Page) {
  // Truthy as before: an empty city key or occupation filters nothing.
  const key = shapeKey(f.words.length, Boolean(f.cityKey), Boolean(f.occupation));
  const values: DirectoryValues = {
    ...wordValues(f.words),
    cityKey: f.cityKey ?? '',
    other: f.occupation ? contains(f.occupation) : '',
    limit: page.limit,
    skip: page.skip,
  };
  return pageAndTotal(
    page,
    () => memberPageQuery(db, f.words.length, key, values),
    () => memberCountQuery(db, f.words.length, key, values),
  );
}

export interface BusinessFilter {
  words: string[];
  cityKey?: string;
  line?: string;
}

/** The listed businesses of a shape, its values in place (placeholders when compiling). */
function businessesOfShape(db: Executor, v: DirectoryValues, key: string) {
  const shape = shapeOf(key);
  let q = db
    .selectFrom('businesses as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .where('b.deleted', '=', 0)
    .where('b.unlisted', '=', 0)
    .where('b.name', 'is not', null)
    .where('u.password_hash', 'is not', null);
  for (const p of patternsOf(v, shape.words))
    q = q.where((eb) =>
      eb.or([likeEscaped('b.name', p), likeEscaped('b.description', p), likeEscaped('u.search_key', p)]),
    );
  if (shape.city) q = q.where('u.city_key', '=', String(v.cityKey));
  if (shape.other) q = q.where('b.line', '=', String(v.other));
  return q;
}

// 'Usaha Alumni' the same way as 'Cari Teman'.
const businessCountQuery = directoryRead((db: Executor, v: DirectoryValues, key: string) =>
  businessesOfShape(db, v, key).select((eb) => eb.fn.countAll<number | string>().as('n')),
);
const businessPageQuery = directoryRead((db: Executor, v: DirectoryValues, key: string) =>
  businessesOfShape(db, v, key)
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
    .limit(Number(v.limit))
    .offset(Number(v.skip)),
);

export async function findBusinesses(db: Db, f: BusinessFilter, page: Page) {
  // Truthy as before: an empty city key or line filters nothing.
  const key = shapeKey(f.words.length, Boolean(f.cityKey), Boolean(f.line));
  const values: DirectoryValues = {
    ...wordValues(f.words),
    cityKey: f.cityKey ?? '',
    other: f.line ?? '',
    limit: page.limit,
    skip: page.skip,
  };
  return pageAndTotal(
    page,
    () => businessPageQuery(db, f.words.length, key, values),
    () => businessCountQuery(db, f.words.length, key, values),
  );
}
