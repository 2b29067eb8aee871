import { sql, type Kysely } from 'kysely';

/**
 * Discovery: swipes (like, super like, nope), what rewind and the unread counts need, profile
 * visits, reports and feed likes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One answer per member and person; a like received and not answered is a like request.
  await db.schema
    .createTable('swipes')
    .addColumn('swiper_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('target_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('like', 'superlike', 'nope')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('swipes_pkey', ['swiper_id', 'target_id'])
    .execute();
  // The last swipe (rewind) and the likes given today (the free limit).
  await db.schema
    .createIndex('swipes_swiper_created_at')
    .on('swipes')
    .columns(['swiper_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('swipes_target_kind_created_at')
    .on('swipes')
    .columns(['target_id', 'kind', 'created_at'])
    .execute();

  // Per member: when they last rewound (once per swipe) and last read each list (unread counts).
  await db.schema
    .createTable('discovery_marks')
    .addColumn('member_id', 'integer', (column) =>
      column.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('undone_at', 'timestamptz')
    .addColumn('visitors_seen_at', 'timestamptz')
    .addColumn('likes_seen_at', 'timestamptz')
    .addColumn('superlikes_seen_at', 'timestamptz')
    .execute();

  // The latest visit of each visitor.
  await db.schema
    .createTable('visits')
    .addColumn('visitor_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('visited_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('visited_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('visits_pkey', ['visitor_id', 'visited_id'])
    .execute();
  await db.schema
    .createIndex('visits_visited_at')
    .on('visits')
    .columns(['visited_id', 'visited_at'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('reporter_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('reported_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('reports_pkey', ['reporter_id', 'reported_id'])
    .execute();
  await db.schema.createIndex('reports_reported_id').on('reports').column('reported_id').execute();

  await db.schema
    .createTable('feed_likes')
    .addColumn('feed_id', 'integer', (column) =>
      column.notNull().references('feed_items.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('feed_likes_pkey', ['feed_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('feed_likes_member_id')
    .on('feed_likes')
    .column('member_id')
    .execute();

  // Boosted members are few at any time: found through this index, not by scanning the area.
  await db.schema
    .createIndex('members_boosted_until')
    .on('members')
    .column('boosted_until')
    .where(sql.ref('boosted_until'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_boosted_until').execute();
  for (const table of ['feed_likes', 'reports', 'visits', 'discovery_marks', 'swipes']) {
    await db.schema.dropTable(table).execute();
  }
}
