import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions end after a while unused: the time of their latest use, from their start for those
  // already open.
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'timestamptz').execute();
  await sql`UPDATE sessions SET last_used_at = created_at`.execute(db);
  await db.schema
    .alterTable('sessions')
    .alterColumn('last_used_at', (column) => column.setNotNull())
    .execute();

  // Browsers a member signed in from (OWASP's device cookies): one browser's token may be known
  // for several members, each row trusted for its own member only.
  await db.schema
    .createTable('sign_in_devices')
    // sha-256 of the cookie's token, like sessions.
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_used_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('sign_in_devices_pkey', ['token_hash', 'member_id'])
    .execute();
  await db.schema
    .createIndex('sign_in_devices_member_id')
    .on('sign_in_devices')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_devices').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
