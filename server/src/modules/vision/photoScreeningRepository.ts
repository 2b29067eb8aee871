import { sql, type Kysely } from 'kysely';
import type { Database, HeldPhotoEvidence } from '../../db/schema';
import type { ImageText } from './imageText';
import { hashDistance, NEAR_COPY_BITS, type PerceptualHash } from './perceptualHash';

export type PhotoMatchRow = HeldPhotoEvidence['matches'][number];

/** The SQL of the screening of profile photos: other members' photos, and what was found. */
export class PhotoScreeningRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Other members' photos within NEAR_COPY_BITS of the hash, the closest first: the GIN index
   * on the bands gives the candidates, the distance decides. `memberId` null: a sign-up upload,
   * whose member does not exist yet. Sign-up uploads not yet claimed have no member, so no match.
   */
  async nearCopies(hash: PerceptualHash, memberId: number | null): Promise<PhotoMatchRow[]> {
    let candidates = this.db
      .selectFrom('photos as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .select(['p.id', 'p.member_id', 'p.phash', 'm.banned_at'])
      .where(sql<boolean>`p.phash_bands && ${hash.bands}::integer[]`);
    if (memberId !== null) candidates = candidates.where('p.member_id', '<>', memberId);
    const rows = await candidates.execute();
    return rows
      .flatMap((row) => {
        const bits = row.phash === null ? Infinity : hashDistance(row.phash, hash.value);
        return bits <= NEAR_COPY_BITS && row.member_id !== null
          ? [
              {
                member_id: row.member_id,
                photo_id: row.id,
                banned: row.banned_at !== null,
                bits,
                similarity: null,
              },
            ]
          : [];
      })
      .sort((a, b) => (a.bits ?? 0) - (b.bits ?? 0));
  }

  /**
   * The described faces of banned members' photos. Read whole, as the verified faces are: few
   * rows, and a vector index (pgvector) is not on the project's databases.
   */
  bannedFaces(): Promise<{ id: number; member_id: number; face_embeddings: Buffer }[]> {
    return this.db
      .selectFrom('photos as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .select(['p.id', 'm.id as member_id', 'p.face_embeddings'])
      .where('m.banned_at', 'is not', null)
      .where('p.face_embeddings', 'is not', null)
      .execute() as Promise<{ id: number; member_id: number; face_embeddings: Buffer }[]>;
  }

  /**
   * Photos of other active (not banned) accounts sharing one of `bands` in the faces' index
   * (faceHash.ts: candidates only; the caller compares the descriptions).
   */
  otherAccountsFaces(
    bands: number[],
    memberId: number | null,
  ): Promise<{ id: number; member_id: number; face_embeddings: Buffer }[]> {
    if (bands.length === 0) return Promise.resolve([]);
    let candidates = this.db
      .selectFrom('photos as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .select(['p.id', 'm.id as member_id', 'p.face_embeddings'])
      .where(sql<boolean>`p.face_bands && ${bands}::integer[]`)
      .where('m.banned_at', 'is', null)
      .where('p.face_embeddings', 'is not', null);
    if (memberId !== null) candidates = candidates.where('m.id', '<>', memberId);
    return candidates.execute() as Promise<
      { id: number; member_id: number; face_embeddings: Buffer }[]
    >;
  }

  async setFaces(
    imageName: string,
    embeddings: Buffer,
    faceBands: number[],
    hash: PerceptualHash,
  ): Promise<void> {
    await this.db
      .updateTable('photos')
      .set({
        face_embeddings: embeddings,
        face_bands: faceBands,
        phash: hash.value,
        phash_bands: hash.bands,
      })
      .where('image_name', '=', imageName)
      .execute();
  }

  async setText(imageName: string, found: ImageText): Promise<void> {
    await this.db
      .updateTable('photos')
      .set({ image_text: found.text, qr_payloads: JSON.stringify(found.qr) })
      .where('image_name', '=', imageName)
      .execute();
  }

  /**
   * Holds the photo for a moderator, adding the evidence to any it was already held with (its
   * first reason stays). Answers false when the photo is gone.
   */
  async hold(imageName: string, reason: string, evidence: HeldPhotoEvidence): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const photo = await trx
        .selectFrom('photos')
        .select(['held_reason', 'held_evidence'])
        .where('image_name', '=', imageName)
        .forUpdate()
        .executeTakeFirst();
      if (!photo) return false;
      const before = photo.held_evidence ?? { contacts: [], matches: [] };
      const merged: HeldPhotoEvidence = {
        contacts: [...new Set([...before.contacts, ...evidence.contacts])],
        matches: [...before.matches, ...evidence.matches],
      };
      await trx
        .updateTable('photos')
        .set({ held_reason: photo.held_reason ?? reason, held_evidence: JSON.stringify(merged) })
        .where('image_name', '=', imageName)
        .execute();
      return true;
    });
  }
}
