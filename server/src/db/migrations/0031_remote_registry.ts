import { sql, type Kysely } from 'kysely';

/**
 * The remote registry (modules/remoteReleases): each remote's published versions (where their
 * files are, what they were built with and against), the current stable and canary of each,
 * the history of every change, and the shell's load reports the automatic rollback reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_versions')
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('files_key', 'text', (column) => column.notNull())
    .addColumn('entry_url', 'text', (column) => column.notNull())
    .addColumn('shared', 'jsonb', (column) => column.notNull())
    .addColumn('exposes', 'jsonb', (column) => column.notNull())
    .addColumn('contract_version', 'text', (column) => column.notNull())
    .addColumn('published_by', 'text', (column) => column.notNull())
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('remote_versions_pkey', ['remote', 'version'])
    .addUniqueConstraint('remote_versions_sequence', ['remote', 'sequence'])
    .execute();

  await db.schema
    .createTable('remote_channels')
    .addColumn('remote', 'text', (column) => column.primaryKey())
    .addColumn('stable_version', 'text')
    .addColumn('canary_version', 'text')
    .addColumn('canary_share', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`canary_share between 0 and 100`),
    )
    .addColumn('canary_since', 'timestamptz')
    .execute();

  await db.schema
    .createTable('remote_history')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) =>
      column
        .notNull()
        .check(sql`action in ('publish', 'canary', 'promote', 'rollback', 'automatic_rollback')`),
    )
    .addColumn('version', 'text')
    // The channels after the change, and the stable before it (what a rollback goes back to).
    .addColumn('stable_version', 'text')
    .addColumn('previous_stable', 'text')
    .addColumn('canary_version', 'text')
    .addColumn('canary_share', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('remote_history_by_remote')
    .on('remote_history')
    .columns(['remote', 'id'])
    .execute();

  await db.schema
    .createTable('remote_reports')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('remote', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) =>
      column.notNull().check(sql`outcome in ('loaded', 'failed', 'error')`),
    )
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('remote_reports_by_version')
    .on('remote_reports')
    .columns(['remote', 'version', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_reports').execute();
  await db.schema.dropTable('remote_history').execute();
  await db.schema.dropTable('remote_channels').execute();
  await db.schema.dropTable('remote_versions').execute();
}
