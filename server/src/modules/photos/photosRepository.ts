import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredPhotoNames {
  image_name: string;
  blurred_name: string;
}

/** The SQL of photos: pending uploads and the photos of each profile. */
export class PhotosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertPending(
    names: StoredPhotoNames,
    uploaderId: number | null,
    createdAt: Date,
  ): Promise<void> {
    await this.db
      .insertInto('photos')
      .values({ ...names, member_id: uploaderId, position: null, created_at: createdAt })
      .execute();
  }

  /**
   * Makes a sign-up upload the member's main photo. Answers false when there is no such pending
   * sign-up upload (unknown, already claimed, or uploaded by a signed-in member).
   */
  async claimSignupUpload(imageName: string, memberId: number): Promise<boolean> {
    const claimed = await this.db
      .updateTable('photos')
      .set({ member_id: memberId, position: 0 })
      .where('image_name', '=', imageName)
      .where('member_id', 'is', null)
      .where('position', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /** The member's photos in profile order, the main one first. */
  listOfMember(memberId: number): Promise<StoredPhotoNames[]> {
    return this.db
      .selectFrom('photos')
      .select(['image_name', 'blurred_name'])
      .where('member_id', '=', memberId)
      .where('position', 'is not', null)
      .orderBy('position')
      .execute();
  }

  /** Deletes every photo row of the member (pending ones too) and answers their files. */
  deleteOfMember(memberId: number): Promise<StoredPhotoNames[]> {
    return this.db
      .deleteFrom('photos')
      .where('member_id', '=', memberId)
      .returning(['image_name', 'blurred_name'])
      .execute();
  }

  /** Deletes uploads never placed in a profile since before a time and answers their files. */
  deletePendingBefore(before: Date): Promise<StoredPhotoNames[]> {
    return this.db
      .deleteFrom('photos')
      .where('position', 'is', null)
      .where('created_at', '<', before)
      .returning(['image_name', 'blurred_name'])
      .execute();
  }
}
