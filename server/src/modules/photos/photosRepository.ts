import { sql, type Expression, type Insertable, type Kysely, type SqlBool } from 'kysely';
import type { Database, PhotosTable } from '../../db/schema';

export interface StoredPhotoNames {
  image_name: string;
  blurred_name: string;
  /** The card rendition's; null until made (photos from before it, until the start's job). */
  card_name: string | null;
}

const STORED_NAMES = ['image_name', 'blurred_name', 'card_name'] as const;

/** What the checks found of a photo: written with it, or when its screening after the answer ends. */
export type PhotoVerdict = Required<
  Insertable<
    Pick<
      PhotosTable,
      | 'explicit_verdict'
      | 'explicit_score'
      | 'phash'
      | 'phash_bands'
      | 'held_reason'
      | 'held_evidence'
    >
  >
>;

/** An upload answered before its screening: its full copy stored, its renditions not yet. */
export type AwaitingPhoto = Pick<StoredPhotoNames, 'image_name' | 'blurred_name'> & {
  member_id: number | null;
};

const namesOf = (row: StoredPhotoNames): StoredPhotoNames => ({
  image_name: row.image_name,
  blurred_name: row.blurred_name,
  card_name: row.card_name,
});

/**
 * Before blurred copies had names of their own, one was stored as `<full name>-blurred.jpg`:
 * whoever was given it had the full copy's name too.
 */
export const LEGACY_BLURRED_SUFFIX = '-blurred.jpg';

/**
 * Whether other members may see the photo of table alias `alias`: not while its screening runs
 * (a member's new upload, README) nor while it is held for a moderator (vision README). Every read of another member's photos goes through this, or through
 * the two reads below built on it: profiles and cards, lists, chat, feeds, the Hidden folder.
 */
export function shownToOthers(alias: string) {
  return sql<SqlBool>`(${sql.ref(`${alias}.held_reason`)} is null
    and not ${sql.ref(`${alias}.awaiting_screening`)})`;
}

/**
 * The storage name of the photo others see first of the member `member` refers to (a
 * subquery): the first in profile order that is not held; null when there is none.
 */
export function mainPhotoShownToOthers(member: Expression<number>) {
  return sql<string | null>`(select p.image_name from photos p
    where p.member_id = ${member} and p.position is not null and ${shownToOthers('p')}
    order by p.position limit 1)`;
}

/**
 * The photos of the member `member` refers to (a profile's subquery), in profile order, the main
 * one first; pending uploads are not, and neither, to others, are photos held for a moderator.
 */
export function photosOfProfile(
  db: Kysely<Database>,
  member: Expression<number>,
  seenBy: 'owner' | 'others',
) {
  const photos = db
    .selectFrom('photos')
    .select(['id', 'image_name', 'blurred_name', 'card_name'])
    .where('member_id', '=', member)
    .where('position', 'is not', null)
    .orderBy('position');
  return seenBy === 'owner' ? photos : photos.where(shownToOthers('photos'));
}

/** The SQL of photos: pending uploads and the photos of each profile. */
export class PhotosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (repository: PhotosRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new PhotosRepository(trx)));
  }

  async insertPending(
    names: StoredPhotoNames,
    uploaderId: number | null,
    createdAt: Date,
    detected: PhotoVerdict & { awaiting_screening: boolean },
  ): Promise<void> {
    await this.db
      .insertInto('photos')
      .values({
        ...names,
        ...detected,
        member_id: uploaderId,
        position: null,
        created_at: createdAt,
      })
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

  /** Deletes every photo row of the member (pending ones too) and answers their files. */
  deleteOfMember(memberId: number): Promise<StoredPhotoNames[]> {
    return this.db
      .deleteFrom('photos')
      .where('member_id', '=', memberId)
      .returning(STORED_NAMES)
      .execute();
  }

  /**
   * Deletes one photo of the member's profile and closes the gap in their order (the next one
   * becomes the main photo when the main one goes); answers its files, or undefined.
   */
  async deleteOneOfMember(
    memberId: number,
    photoId: number,
  ): Promise<StoredPhotoNames | undefined> {
    const removed = await this.db
      .deleteFrom('photos')
      .where('id', '=', photoId)
      .where('member_id', '=', memberId)
      .where('position', 'is not', null)
      .returning([...STORED_NAMES, 'position'])
      .executeTakeFirst();
    if (!removed) return undefined;
    await this.closeGapAt(memberId, removed.position);
    return namesOf(removed);
  }

  /** Whether a photo's row is still there. */
  async has(imageName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('photos')
      .select('id')
      .where('image_name', '=', imageName)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The screening's verdict on a member's upload answered before it, and the card rendition made
   * then: false when the photo is gone or was screened meanwhile (the start's job and the
   * upload's own screening both ran).
   */
  async setScreened(
    imageName: string,
    detected: PhotoVerdict & { card_name: string },
  ): Promise<boolean> {
    const set = await this.db
      .updateTable('photos')
      .set({ ...detected, awaiting_screening: false })
      .where('image_name', '=', imageName)
      .where('awaiting_screening', '=', true)
      .returning('id')
      .executeTakeFirst();
    return set !== undefined;
  }

  /**
   * Deletes an upload the screening refused, pending or already in the profile (whose order then
   * closes up): its files and its member, or undefined when it is gone or was screened meanwhile.
   */
  async deleteRefused(
    imageName: string,
  ): Promise<(StoredPhotoNames & { member_id: number | null }) | undefined> {
    const removed = await this.db
      .deleteFrom('photos')
      .where('image_name', '=', imageName)
      .where('awaiting_screening', '=', true)
      .returning([...STORED_NAMES, 'position', 'member_id'])
      .executeTakeFirst();
    if (!removed) return undefined;
    if (removed.member_id !== null) await this.closeGapAt(removed.member_id, removed.position);
    return { ...namesOf(removed), member_id: removed.member_id };
  }

  /** Uploads whose screening has not ended since before a time (its process stopped), oldest first. */
  awaitingScreening(before: Date, limit: number): Promise<AwaitingPhoto[]> {
    return this.db
      .selectFrom('photos')
      .select(['image_name', 'blurred_name', 'member_id'])
      .where('awaiting_screening', '=', true)
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  /** The photos after a removed one's place move up one (none for a pending upload's). */
  private async closeGapAt(memberId: number, position: number | null): Promise<void> {
    if (position === null) return;
    await this.db
      .updateTable('photos')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('member_id', '=', memberId)
      .where('position', '>', position)
      .execute();
  }

  /** Photos whose blurred copy still has a legacy name, by id after `afterId`. */
  legacyBlurred(afterId: number, limit: number): Promise<{ id: number; blurred_name: string }[]> {
    return this.db
      .selectFrom('photos')
      .select(['id', 'blurred_name'])
      .where('blurred_name', 'like', `%${LEGACY_BLURRED_SUFFIX}`)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Answers false when the photo is gone or was renamed meanwhile (another process). */
  async renameBlurred(photoId: number, from: string, to: string): Promise<boolean> {
    const renamed = await this.db
      .updateTable('photos')
      .set({ blurred_name: to })
      .where('id', '=', photoId)
      .where('blurred_name', '=', from)
      .returning('id')
      .executeTakeFirst();
    return renamed !== undefined;
  }

  /** Full copies without a card rendition, by name after `afterName`. */
  async withoutCard(afterName: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('photos')
      .select('image_name')
      .where('card_name', 'is', null)
      // An upload awaiting its screening gets its rendition then.
      .where('awaiting_screening', '=', false)
      .where('image_name', '>', afterName)
      .orderBy('image_name')
      .limit(limit)
      .execute();
    return rows.map((row) => row.image_name);
  }

  /**
   * Gives the photo still without a rendition this one; answers false when it did not take it
   * (the photo is gone, or another process made one meanwhile).
   */
  async setCard(imageName: string, cardName: string): Promise<boolean> {
    const set = await this.db
      .updateTable('photos')
      .set({ card_name: cardName })
      .where('image_name', '=', imageName)
      .where('card_name', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return set !== undefined;
  }

  /** Deletes uploads never placed in a profile since before a time and answers their files. */
  deletePendingBefore(before: Date): Promise<StoredPhotoNames[]> {
    return this.db
      .deleteFrom('photos')
      .where('position', 'is', null)
      .where('created_at', '<', before)
      .returning(STORED_NAMES)
      .execute();
  }
}
