import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Purpose, plan, pack and help-page ids are part of the wire contract, so they are fixed.
  await db.schema
    .createTable('purposes')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('icon', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('interests')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();
  // "Music" and "music" are one interest.
  await db.schema
    .createIndex('interests_name_unique')
    .on('interests')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('premium_plans')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('days', 'integer', (column) => column.notNull().check(sql`days > 0`))
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('price', 'numeric(10, 2)', (column) => column.notNull().check(sql`price > 0`))
    .addColumn('superlike_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('boost_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('boost_plans')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('boost_count', 'integer', (column) => column.notNull().check(sql`boost_count > 0`))
    .addColumn('price', 'numeric(10, 2)', (column) => column.notNull().check(sql`price > 0`))
    .execute();

  await db.schema
    .createTable('superlike_packs')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('superlike_count', 'integer', (column) =>
      column.notNull().check(sql`superlike_count > 0`),
    )
    .addColumn('price', 'numeric(10, 2)', (column) => column.notNull().check(sql`price > 0`))
    .execute();

  await db.schema
    .createTable('help_pages')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'help_pages',
    'superlike_packs',
    'boost_plans',
    'premium_plans',
    'settings',
    'interests',
    'purposes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
