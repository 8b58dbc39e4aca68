import { type Compilable, type CompiledQuery, SqliteAdapter } from 'kysely';
import type { Executor } from './index.ts';

/**
 * The kind of each value a reusable query takes. `limit` (a LIMIT) and `offset` (an OFFSET): a non-negative whole
 * number, checked to be one from 0 to 2^53 before it is written into a statement's text, so no text ever reaches
 * the SQL.
 * - SQLite gets both in the text rather than bound: it ran the participant page with a bound `LIMIT ? OFFSET ?` in
 *   about twice the time of the same statement with the numbers written in (about 100 against 50 µs on the large
 *   seed, the same plan; docs/decisions/038 "Measured"). Each distinct text is its own prepared statement
 *   (db/index.ts keeps the last 500).
 * - PostgreSQL gets them in the text too, for the first `WRITTEN_PAGES_MAX` distinct pairs of numbers a statement
 *   is run with (in practice the first pages at the screens' page sizes), and bound after that. With them bound,
 *   its plan for a prepared statement never became the generic one (it cannot tell 9 rows from 200, nor the first
 *   page from the hundredth), so every event list and participant page was planned again: 0.2-2 ms of the
 *   database's CPU for statements that run in 0.1-0.3 (a participant page: 0.29 ms planning, 0.08 running).
 *   Written in, the statement takes the generic plan from its sixth run on a connection and planning costs
 *   nothing (docs/decisions/033 "Eighteenth step"). The cap keeps the prepared statements a connection holds
 *   bounded, whatever pages are asked for.
 */
type Kind = 'number' | 'string' | 'limit' | 'offset';
/** On PostgreSQL: how many distinct LIMIT and OFFSET pairs a statement gets written into its text. */
export const WRITTEN_PAGES_MAX = 64;
type Kinds<P> = { [K in keyof P]: Kind };
type Values = Record<string, number | string>;

interface Template {
  compiled: CompiledQuery;
  /** Per parameter: the value's name it comes from, or undefined for a constant of the query. */
  slots: (string | undefined)[];
  /**
   * With `limit` or `offset` values to write: the SQL cut at its placeholders (one more piece than parameters), per
   * parameter whether its number is written into the text there instead of bound, and whether placeholders are
   * numbered (`$1`, PostgreSQL; the numbers then written only for the pairs in `texts`) or not (`?`, SQLite).
   * `texts`: the statement's text per pair of numbers written, kept for its first WRITTEN_PAGES_MAX pairs.
   */
  written?: { pieces: string[]; inline: boolean[]; numbered: boolean; texts: Map<string, string> };
}

/** A `limit` or `offset` value as it may be written into SQL: a whole number from 0 on, or the call fails. */
function limitText(value: number | string | undefined, name: string): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new TypeError(`reusable query: ${name} is not a row count (${String(value)})`);
  return String(value);
}

const placeholders = <P extends Values>(kinds: Kinds<P>, round: 1 | 2): P =>
  Object.fromEntries(
    Object.entries(kinds).map(([name, kind], i) => [
      name,
      kind === 'string' ? `\u0000${round}:${name}` : -(round * 1_000_000_000 + 7_000 + i),
    ]),
  ) as P;

/**
 * A hot read built and compiled by Kysely once per variant, then run with new values
 * (docs/decisions/033, "a cheaper computed path"): Kysely builds an immutable operation tree and compiles it to
 * SQL on every call, which cost more than the database answering the read (a member's event answer: about a
 * quarter of its CPU). `build` gets placeholder values for `kinds` and the variant (e.g. visitor, member, admin:
 * whatever changes the SQL itself); each later call only puts its values into the parameter list.
 *
 * Checked when a variant is first compiled: it is compiled twice with two different sets of placeholders; the
 * SQL must be the same and exactly the parameters that carry a placeholder may differ, each in place. A builder
 * that changes a value on its way into the query (`%${search}%`, `id + 1`) fails loudly there instead of
 * sending a wrong value. Values a variant does not use are ignored.
 */
/** A query builder that compiles and whose `execute()` says what its rows are (a select). */
type Query = Compilable<unknown> & { execute(): Promise<unknown[]> };
type Rows<B extends Query> = Awaited<ReturnType<B['execute']>>;

/** Whether the executor runs on SQLite. */
const adapterIsSqlite = (db: Executor) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The compiled query with its SQL and values for one call: a literal rather than `{ ...compiled, parameters }`, since
 * on Node 20 each field after a spread costs about a microsecond (docs/conventions.md "Objects on hot paths").
 */
const withValues = (compiled: CompiledQuery, sql: string, parameters: readonly unknown[]): CompiledQuery => ({
  query: compiled.query,
  queryId: compiled.queryId,
  sql,
  parameters,
});

export function reusableQuery<P extends Values, B extends Query>(
  kinds: Kinds<P>,
  build: (db: Executor, values: P, variant: string) => B,
): (db: Executor, variant: string, values: P) => Promise<Rows<B>> {
  // Per database adapter (the SQL differs between SQLite and PostgreSQL), then per variant.
  const byAdapter = new WeakMap<object, Map<string, Template>>();
  const templateOf = (db: Executor, variant: string): Template => {
    const adapter = db.getExecutor().adapter;
    let templates = byAdapter.get(adapter);
    if (!templates) {
      templates = new Map();
      byAdapter.set(adapter, templates);
    }
    const known = templates.get(variant);
    if (known) return known;
    const first = placeholders(kinds, 1);
    const second = placeholders(kinds, 2);
    const a = build(db, first, variant).compile();
    const b = build(db, second, variant).compile();
    if (a.sql !== b.sql || a.parameters.length !== b.parameters.length) {
      throw new Error(`reusable query (${variant}): its SQL depends on the values`);
    }
    const names = Object.keys(kinds);
    const slots = a.parameters.map((value, i) => {
      const name = names.find((n) => first[n] === value);
      if (name !== undefined && second[name] === b.parameters[i]) return name;
      if (value === b.parameters[i] && name === undefined) return undefined;
      throw new Error(`reusable query (${variant}): parameter ${i + 1} is not a value as given`);
    });
    const template: Template = { compiled: a, slots };
    const sqlite = adapterIsSqlite(db);
    const inline = slots.map((slot) => {
      const kind = slot === undefined ? undefined : kinds[slot as keyof P];
      return kind === 'limit' || kind === 'offset';
    });
    // SQLite's placeholders are `?` in order, PostgreSQL's `$1`, `$2`... in order; a placeholder's character
    // anywhere else (none is expected) keeps every value bound.
    const pieces = sqlite ? a.sql.split('?') : a.sql.split(/\$\d+/);
    const inOrder = sqlite || (a.sql.match(/\$\d+/g) ?? []).every((m, i) => m === `$${i + 1}`);
    if (inline.some(Boolean) && inOrder && pieces.length === a.parameters.length + 1)
      template.written = { pieces, inline, numbered: !sqlite, texts: new Map() };
    templates.set(variant, template);
    return template;
  };
  const limits = (Object.keys(kinds) as (keyof P & string)[]).filter(
    (name) => kinds[name] === 'limit' || kinds[name] === 'offset',
  );
  return (db, variant, values) => {
    // On both databases: a row count that is not one fails here, not in the database.
    try {
      for (const name of limits) limitText(values[name], name);
    } catch (err) {
      return Promise.reject(err);
    }
    const { compiled, slots, written } = templateOf(db, variant);
    const valueAt = (i: number) => {
      const slot = slots[i];
      return slot === undefined ? compiled.parameters[i] : values[slot];
    };
    if (!written) {
      const parameters = compiled.parameters.map((_, i) => valueAt(i));
      return db
        .executeQuery(withValues(compiled, compiled.sql, parameters))
        .then((result) => result.rows as Rows<B>);
    }
    // The numbers this call writes, e.g. "9,0,": the key of its text among those already written. The same string
    // for the same pair: the statement caches (db/index.ts) then find it by its kept hash, where a text joined anew
    // was flattened and hashed on every call (docs/decisions/033 "Twenty-third step").
    let key = '';
    for (let i = 0; i < compiled.parameters.length; i += 1) if (written.inline[i]) key += `${valueAt(i)},`;
    const known = written.texts.get(key);
    // PostgreSQL binds them beyond WRITTEN_PAGES_MAX pairs; SQLite always writes them.
    const write = known !== undefined || !written.numbered || written.texts.size < WRITTEN_PAGES_MAX;
    const parameters: unknown[] = [];
    for (let i = 0; i < compiled.parameters.length; i += 1)
      if (!write || !written.inline[i]) parameters.push(valueAt(i));
    let text = known;
    if (text === undefined) {
      let bound = 0;
      text = written.pieces[0] ?? '';
      for (let i = 0; i < compiled.parameters.length; i += 1) {
        if (write && written.inline[i]) text += limitText(valueAt(i) as number, slots[i] ?? '');
        else text += written.numbered ? `$${++bound}` : '?';
        text += written.pieces[i + 1] ?? '';
      }
      if (write && written.texts.size < WRITTEN_PAGES_MAX) written.texts.set(key, text);
    }
    return db.executeQuery(withValues(compiled, text, parameters)).then((result) => result.rows as Rows<B>);
  };
}
