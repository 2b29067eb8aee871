import { Migrator, sql, type DatabaseIntrospector, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/**
 * The database as Kysely's migrator sees it, whose introspection answers for `schema` alone. The
 * migrator asks whether its own tables exist; the stock introspector reads every table of the
 * database and calls pg_get_serial_sequence on each, which fails when another process drops a
 * schema meanwhile (a parallel test's, at its close: "Migration (unknown) failed" under load).
 */
function seenFromSchema(db: Kysely<Database>, schema: string): Kysely<Database> {
  const introspection: DatabaseIntrospector = {
    // The migrator's schema is the connection's current one: it exists.
    getSchemas: () => Promise.resolve([{ name: schema }]),
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`select c.relname as name
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p')`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  // Kysely keeps its state in private fields: its methods must run on the instance itself.
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
  });
}

/**
 * Applies every pending migration; Kysely's lock keeps concurrent starts from racing. Kysely is
 * told the schema its own tables live in: left to find them, it accepts a `kysely_migration` of
 * any schema of the database (another app's, a parallel test's) and then fails on ours.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]!.schema;
  const migrator = new Migrator({
    db: seenFromSchema(db, schema),
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    migrationTableSchema: schema,
    // Features land in any order with numbers given in advance: a database that already has a
    // later one (0018) still takes an earlier one merged after it (0017).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    // The cause's message in the message: test reports and some log lines print no cause.
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, {
      cause: error,
    });
  }
}
