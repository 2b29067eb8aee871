import { sql, type Kysely } from 'kysely';

/**
 * Verified photos and the private detector. A member is verified once a selfie matched the face
 * of their photos (members.verified, shown as a badge); member_verifications keeps the state of
 * the last attempt, the pending selfie's storage key only while a moderator has to decide, and the
 * matched photo's face (never the selfie's) so that a new main photo can be checked against it.
 * Photos and chat pictures keep the explicit-image detector's verdict.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('verified_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('member_verifications')
    .addColumn('member_id', 'integer', (column) =>
      column.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('none', 'pending_review', 'verified', 'refused')`),
    )
    .addColumn('pose', 'text')
    .addColumn('selfie_name', 'text')
    .addColumn('similarity', 'real')
    .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('face_embedding', 'bytea')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('member_verifications_pending')
    .on('member_verifications')
    .column('updated_at')
    .where(sql.ref('state'), '=', 'pending_review')
    .execute();
  await db.schema
    .alterTable('photos')
    .addColumn('explicit_verdict', 'text', (column) =>
      column.check(sql`explicit_verdict in ('safe', 'uncertain', 'explicit', 'unknown')`),
    )
    .addColumn('explicit_score', 'real')
    // Null until described (after the upload); an empty value when the photo shows no face.
    .addColumn('face_embeddings', 'bytea')
    .execute();
  await db.schema
    .alterTable('chat_images')
    .addColumn('explicit', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('chat_messages')
    .addColumn('explicit', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('explicit').execute();
  await db.schema.alterTable('chat_images').dropColumn('explicit').execute();
  await db.schema
    .alterTable('photos')
    .dropColumn('explicit_verdict')
    .dropColumn('explicit_score')
    .dropColumn('face_embeddings')
    .execute();
  await db.schema.dropTable('member_verifications').execute();
  await db.schema.alterTable('members').dropColumn('verified').dropColumn('verified_at').execute();
}
