import { sql, type Kysely } from 'kysely';
import { EMBEDDING_SIZE, unpackEmbeddings } from '../../modules/vision/faceEmbeddings';
import { faceBandsOf } from '../../modules/vision/faceHash';

/**
 * The faces of profile photos in the perceptual hashes' banded index (modules/vision/faceHash.ts):
 * `face_bands` holds the bands of each face's 64-bit random-hyperplane hash, under a GIN index,
 * so that a new photo's faces find other accounts' photos of the same face without a scan. The
 * photos already described get theirs here, a thousand at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('photos')
    .addColumn('face_bands', sql`integer[]`)
    .execute();
  await sql`create index photos_face_bands on photos using gin (face_bands)`.execute(db);
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; face_embeddings: Buffer }>`
      select id, face_embeddings from photos
      where id > ${after} and face_embeddings is not null order by id limit 1000`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      const bands = faceBandsOf(unpackEmbeddings(row.face_embeddings, EMBEDDING_SIZE));
      await sql`update photos set face_bands = ${bands}::integer[] where id = ${row.id}`.execute(
        db,
      );
    }
    after = rows.at(-1)?.id ?? after;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index photos_face_bands`.execute(db);
  await db.schema.alterTable('photos').dropColumn('face_bands').execute();
}
