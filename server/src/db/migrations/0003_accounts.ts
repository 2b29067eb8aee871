import { sql, type Kysely } from 'kysely';

const SETTINGS_FLAGS: readonly [name: string, initially: boolean][] = [
  ['show_age', true],
  ['show_location', true],
  ['invisible', false],
  ['hide_ads', false],
  ['message_notification', true],
  ['like_notification', true],
  ['feed_image', true],
  ['feed_location', true],
  ['feed_job', true],
  ['feed_bio', true],
  ['feed_company', true],
  ['feed_school', true],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  let members = db.schema
    .createTable('members')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    // Stored lower-cased, so the unique index compares addresses the way mail servers do.
    .addColumn('email', 'text', (column) => column.notNull().check(sql`email = lower(email)`))
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('birth_date', 'date', (column) => column.notNull())
    .addColumn('gender', 'text', (column) =>
      column.notNull().check(sql`gender in ('female', 'male', 'other')`),
    )
    .addColumn('bio', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('job', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('company', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('school', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('location', 'text', (column) => column.notNull())
    // x = longitude, y = latitude: the SP-GiST index below answers nearest-neighbour searches.
    .addColumn('coordinates', sql`point`, (column) => column.notNull())
    .addColumn('interests', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('purposes', sql`integer[]`, (column) => column.notNull().defaultTo(sql`'{}'`));
  for (const [name, initially] of SETTINGS_FLAGS) {
    members = members.addColumn(name, 'boolean', (column) => column.notNull().defaultTo(initially));
  }
  await members
    .addColumn('filter_age_min', 'integer', (column) => column.notNull().defaultTo(18))
    .addColumn('filter_age_max', 'integer', (column) => column.notNull().defaultTo(60))
    .addColumn('filter_gender', 'text', (column) =>
      column
        .notNull()
        .defaultTo('everyone')
        .check(sql`filter_gender in ('men', 'women', 'everyone')`),
    )
    .addColumn('filter_purposes', sql`integer[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('filter_distance', 'integer', (column) => column.notNull().defaultTo(100))
    .addColumn('premium_until', 'timestamptz')
    .addColumn('superlike_count', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`superlike_count >= 0`),
    )
    .addColumn('boost_count', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`boost_count >= 0`),
    )
    .addColumn('boosted_until', 'timestamptz')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'deactivated')`),
    )
    .addColumn('online', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('last_seen', 'timestamptz')
    .addColumn('swipe', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('facebook_id', 'text', (column) => column.unique())
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .addColumn('fcm_token', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('members_email_unique')
    .on('members')
    .unique()
    .column('email')
    .execute();
  await db.schema
    .createIndex('members_coordinates')
    .on('members')
    .using('spgist')
    .column('coordinates')
    .execute();

  // A photo is pending (uploaded, not yet in a profile) while its position is null.
  await db.schema
    .createTable('photos')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('image_name', 'text', (column) => column.notNull().unique())
    .addColumn('blurred_name', 'text', (column) => column.notNull())
    // Null for a sign-up upload until signupweb claims it.
    .addColumn('member_id', 'integer', (column) =>
      column.references('members.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('photos_member_id').on('photos').column('member_id').execute();
  await db.schema
    .createIndex('photos_pending')
    .on('photos')
    .column('created_at')
    .where(sql.ref('position'), 'is', null)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    // sha-256 of the token: a copy of the table signs nobody in.
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_member_id').on('sessions').column('member_id').execute();

  // One live code per address and purpose: sending a new one replaces the old.
  await db.schema
    .createTable('email_codes')
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('signup', 'reset')`),
    )
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('verified_at', 'timestamptz')
    .addPrimaryKeyConstraint('email_codes_pkey', ['email', 'purpose'])
    .execute();

  // Shared by every server process: a limit holds however many processes answer.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('hit_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_key_hit_at')
    .on('rate_limit_hits')
    .columns(['key', 'hit_at'])
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_hit_at')
    .on('rate_limit_hits')
    .column('hit_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limit_hits', 'email_codes', 'sessions', 'photos', 'members']) {
    await db.schema.dropTable(table).execute();
  }
}
