import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MemberVerificationsTable } from '../../db/schema';
import { hashDistance, NEAR_COPY_BITS, type PerceptualHash } from './perceptualHash';

export type VerificationRow = Selectable<MemberVerificationsTable>;

export interface PhotoFaces {
  id: number;
  image_name: string;
  position: number;
  face_embeddings: Buffer | null;
}

/** A camera frame kept after an attempt: its hash and its face, not the picture. */
export interface KeptFrame {
  hash: PerceptualHash;
  embedding: Buffer;
}

const bandsOf = (hashes: readonly PerceptualHash[]) =>
  sql<boolean>`phash_bands && ${[...new Set(hashes.flatMap((hash) => hash.bands))]}::integer[]`;

const nearAny = (stored: string | null, hashes: readonly PerceptualHash[]) =>
  stored !== null && hashes.some((hash) => hashDistance(stored, hash.value) <= NEAR_COPY_BITS);

/**
 * The SQL of selfie verification: the member's state, badge, challenge, their photos' faces, and
 * the hashes and faces of pictures already on the platform that a selfie must not copy.
 */
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

  /** The member's one open challenge, replacing any earlier one. */
  async openChallenge(
    memberId: number,
    challenge: { token: string; poses: readonly string[]; expiresAt: Date },
  ): Promise<void> {
    const row = {
      member_id: memberId,
      token: challenge.token,
      poses: challenge.poses.join(','),
      expires_at: challenge.expiresAt,
    };
    await this.db
      .insertInto('verification_challenges')
      .values(row)
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet(row))
      .execute();
  }

  /** The poses of the member's challenge, used up by this call; null when unknown or expired. */
  async takeChallenge(memberId: number, token: string, now: Date): Promise<string[] | null> {
    const taken = await this.db
      .deleteFrom('verification_challenges')
      .where('member_id', '=', memberId)
      .where('token', '=', token)
      .returning(['poses', 'expires_at'])
      .executeTakeFirst();
    return taken && taken.expires_at > now ? taken.poses.split(',') : null;
  }

  /**
   * Whether a picture is a near copy of a photo stored on the platform (anyone's, the member's
   * own included) or of a camera frame another member sent: the GIN index on the bands gives the
   * candidates, the distance decides.
   */
  async hasNearCopy(memberId: number, hashes: readonly PerceptualHash[]): Promise<boolean> {
    if (hashes.length === 0) return false;
    const photos = await this.db
      .selectFrom('photos')
      .select('phash')
      .where(bandsOf(hashes))
      .execute();
    if (photos.some((photo) => nearAny(photo.phash, hashes))) return true;
    const frames = await this.db
      .selectFrom('selfie_frames')
      .select('phash')
      .where(bandsOf(hashes))
      .where('member_id', '<>', memberId)
      .execute();
    return frames.some((frame) => nearAny(frame.phash, hashes));
  }

  /**
   * The faces of every other member's kept camera frames and verified faces. Read whole: a
   * vector index (pgvector) would answer this at scale, and is not on the project's databases.
   */
  async facesOfOthers(memberId: number): Promise<{ frames: Buffer[]; verified: Buffer[] }> {
    const [frames, verified] = await Promise.all([
      this.db
        .selectFrom('selfie_frames')
        .select('embedding')
        .where('member_id', '<>', memberId)
        .execute(),
      this.db
        .selectFrom('member_verifications')
        .select('face_embedding')
        .where('state', '=', 'verified')
        .where('member_id', '<>', memberId)
        .where('face_embedding', 'is not', null)
        .execute(),
    ]);
    return {
      frames: frames.map((row) => row.embedding),
      verified: verified.flatMap((row) => (row.face_embedding ? [row.face_embedding] : [])),
    };
  }

  /** The frames of an attempt that was verified or held, for later attempts to be checked against. */
  async keepFrames(memberId: number, frames: readonly KeptFrame[], at: Date): Promise<void> {
    if (frames.length === 0) return;
    await this.db
      .insertInto('selfie_frames')
      .values(
        frames.map((frame) => ({
          member_id: memberId,
          phash: frame.hash.value,
          phash_bands: frame.hash.bands,
          embedding: frame.embedding,
          created_at: at,
        })),
      )
      .execute();
  }
}
