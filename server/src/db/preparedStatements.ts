import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one connection keeps prepared at most; later new texts run unprepared. */
const MAX_STATEMENTS_PER_CONNECTION = 500;

/** PostgreSQL's answer to a prepared `select *` after its table changed (a live migration). */
const isStalePlan = (error: unknown) =>
  error instanceof Error && /cached plan must not change result type/.test(error.message);

/**
 * A node-postgres client that runs every query with values as a named prepared statement, so
 * the database parses and plans each SQL text once per connection instead of at every call.
 * Kysely compiles a query to the same text whatever its values, which makes the text's hash a
 * good name. Measured on a chat send's statement: planning took 0.3 ms of its 0.37 ms in the
 * database, and prepared it ran three times as often a second. A connection keeps at most
 * MAX_STATEMENTS_PER_CONNECTION (texts with lists of every length could otherwise pile up).
 */
export class PreparingClient extends pg.Client {
  /** The name each prepared text runs under on this connection. */
  private readonly statementNames = new Map<string, string>();
  /** Bumped when a plan went stale: the texts are prepared again under new names. */
  private generation = 0;

  // Kysely calls query(text, values); every other form passes through untouched.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback) {
      return (super.query as (...args: unknown[]) => never)(config, values, callback);
    }
    const name = this.statementName(config);
    if (name === undefined) return super.query(config, values) as never;
    return super.query({ name, text: config, values }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      // Its table changed under it: prepare every text again, and run this one once more.
      this.generation += 1;
      this.statementNames.clear();
      return this.query(config, values);
    }) as never;
  }

  private statementName(text: string): string | undefined {
    const known = this.statementNames.get(text);
    if (known !== undefined) return known;
    if (this.statementNames.size >= MAX_STATEMENTS_PER_CONNECTION) return undefined;
    const hash = createHash('sha1').update(text).digest('base64url');
    const name = `k${this.generation}_${hash}`;
    this.statementNames.set(text, name);
    return name;
  }
}
