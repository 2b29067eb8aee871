import type { Kysely, Selectable } from 'kysely';
import type { Database, MemberVerificationsTable } from '../../db/schema';

export type VerificationRow = Selectable<MemberVerificationsTable>;

export interface PhotoFaces {
  id: number;
  image_name: string;
  position: number;
  face_embeddings: Buffer | null;
}

/** The SQL of selfie verification: the member's state, badge and their photos' faces. */
export class VerificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findOf(memberId: number): Promise<VerificationRow | undefined> {
    return this.db
      .selectFrom('member_verifications')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Writes the member's state and their badge together. */
  async save(row: VerificationRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('member_verifications')
        .values(row)
        .onConflict((conflict) => conflict.column('member_id').doUpdateSet(row))
        .execute();
      const verified = row.state === 'verified';
      await trx
        .updateTable('members')
        .set({ verified, verified_at: verified ? row.updated_at : null })
        .where('id', '=', row.member_id)
        .execute();
    });
  }

  /** The member's photos in profile order, with their faces when described. */
  photosOf(memberId: number): Promise<PhotoFaces[]> {
    return this.db
      .selectFrom('photos')
      .select(['id', 'image_name', 'position', 'face_embeddings'])
      .where('member_id', '=', memberId)
      .where('position', 'is not', null)
      .orderBy('position')
      .execute() as Promise<PhotoFaces[]>;
  }

  async setPhotoFaces(imageName: string, embeddings: Buffer): Promise<void> {
    await this.db
      .updateTable('photos')
      .set({ face_embeddings: embeddings })
      .where('image_name', '=', imageName)
      .execute();
  }
}
