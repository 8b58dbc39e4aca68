import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './index.ts';

/** The kind of each value a reusable query takes. */
type Kinds<P> = { [K in keyof P]: 'number' | 'string' };
type Values = Record<string, number | string>;

interface Template {
  compiled: CompiledQuery;
  /** Per parameter: the value's name it comes from, or undefined for a constant of the query. */
  slots: (string | undefined)[];
}

const placeholders = <P extends Values>(kinds: Kinds<P>, round: 1 | 2): P =>
  Object.fromEntries(
    Object.entries(kinds).map(([name, kind], i) => [
      name,
      kind === 'number' ? -(round * 1_000_000_000 + 7_000 + i) : `\u0000${round}:${name}`,
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
    const template = { compiled: a, slots };
    templates.set(variant, template);
    return template;
  };
  return (db, variant, values) => {
    const { compiled, slots } = templateOf(db, variant);
    const parameters = compiled.parameters.map((constant, i) => {
      const slot = slots[i];
      return slot === undefined ? constant : values[slot];
    });
    return db.executeQuery({ ...compiled, parameters }).then((result) => result.rows as Rows<B>);
  };
}
