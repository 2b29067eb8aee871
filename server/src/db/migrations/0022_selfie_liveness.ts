import { sql, type Kysely } from 'kysely';

/**
 * Verification that proves a live, new face. `verification_challenges` holds the poses the server
 * asked a member for (one open challenge per member, used once, with an expiry).
 * `selfie_frames` keeps, for each camera frame of an attempt that was verified or held for a
 * moderator, its perceptual hash and its face's description, never the picture: a replay of
 * those frames on another account is recognised. Photos get their perceptual hash too, so that
 * a photo of the platform sent as a camera frame is recognised. A hash's eight bytes are also
 * kept as `phash_bands` (band number * 256 + byte value) under a GIN index: two hashes at most
 * 7 bits apart share a band, so near copies are found without reading every row.
 * `member_verifications.review_reason` tells the moderator why a selfie waits for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_challenges')
    .addColumn('member_id', 'integer', (column) =>
      column.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (column) => column.notNull())
    .addColumn('poses', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('selfie_frames')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('phash', 'bigint', (column) => column.notNull())
    .addColumn('phash_bands', sql`integer[]`, (column) => column.notNull())
    .addColumn('embedding', 'bytea', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index selfie_frames_phash_bands on selfie_frames using gin (phash_bands)`.execute(
    db,
  );
  await db.schema
    .alterTable('photos')
    .addColumn('phash', 'bigint')
    .addColumn('phash_bands', sql`integer[]`)
    .execute();
  await sql`create index photos_phash_bands on photos using gin (phash_bands)`.execute(db);
  await db.schema
    .alterTable('member_verifications')
    .addColumn('review_reason', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_verifications').dropColumn('review_reason').execute();
  await sql`drop index photos_phash_bands`.execute(db);
  await db.schema.alterTable('photos').dropColumn('phash').dropColumn('phash_bands').execute();
  await db.schema.dropTable('selfie_frames').execute();
  await db.schema.dropTable('verification_challenges').execute();
}
