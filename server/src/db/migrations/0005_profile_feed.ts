import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // What a member's profile change tells their matches (spec section 3, Feed item).
  await db.schema
    .createTable('feed_items')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('image', 'location', 'job', 'bio', 'company', 'school')`),
    )
    .addColumn('content', 'text', (column) => column.notNull().defaultTo(''))
    // Storage keys of the photos the change is about (photos.image_name), not addresses.
    .addColumn('images', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('feed_items_member_id_created_at')
    .on('feed_items')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_items').execute();
}
