import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/** What `build` receives in place of a value: the compiled query's parameters hold it. */
class ValueSlot {
  constructor(readonly index: number) {}
}

/** A query kept compiled: run it with a call's values, or read its SQL and parameters. */
export interface ReusableQuery<Shape extends string, Values extends unknown[], Row> {
  (db: Kysely<Database>, shape: Shape, ...values: Values): Promise<Row[]>;
  /** The shape's SQL text with this call's parameters (for EXPLAIN). */
  compile(
    db: Kysely<Database>,
    shape: Shape,
    ...values: Values
  ): { sql: string; parameters: unknown[] };
}

/**
 * A query Kysely builds and compiles once per shape, then runs with each call's values. Kysely
 * otherwise builds its tree and compiles the same SQL text at every call: a tenth of the server's
 * time on a signed-in read (`webprofile`), 0.4 ms of each `webgetpeople` (docs/PERFORMANCE.md).
 * Kept for the hottest calls (reads, and the chat's send).
 *
 * `build(db, shape, ...values)` must pass each value to the SQL as a bound value only (a
 * comparison's operand, sql`${value}`), one parameter each (an array bound whole, as
 * sql`any(${ids}::int[])`, not spread by `in`), never use it to decide what to build:
 * on the first call it gets stand-ins, whose places in the compiled parameters are then filled
 * with the values of each call. What decides the SQL text (a language, a filter that is on or
 * off) is the `shape`, the key its compiled form is kept under.
 */
export function reusableQuery<Shape extends string, Values extends unknown[], Row>(
  build: (db: Kysely<Database>, shape: Shape, ...values: Values) => Compilable<Row>,
): ReusableQuery<Shape, Values, Row> {
  const compiled = new Map<Shape, { sql: string; parameters: readonly unknown[] }>();
  const compile = (db: Kysely<Database>, shape: Shape, ...values: Values) => {
    let query = compiled.get(shape);
    if (!query) {
      const slots = values.map((_, index) => new ValueSlot(index)) as Values;
      query = build(db, shape, ...slots).compile();
      const used = new Set(query.parameters.map((value) => (value as ValueSlot).index));
      const unbound = slots.findIndex((_, index) => !used.has(index));
      if (unbound !== -1) throw new Error(`reusableQuery: value ${unbound} is not a bound value`);
      compiled.set(shape, query);
    }
    const parameters = query.parameters.map((value) =>
      value instanceof ValueSlot ? values[value.index] : value,
    );
    return { sql: query.sql, parameters };
  };
  const run = async (db: Kysely<Database>, shape: Shape, ...values: Values) => {
    const { sql, parameters } = compile(db, shape, ...values);
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters));
    return rows;
  };
  return Object.assign(run, { compile });
}
