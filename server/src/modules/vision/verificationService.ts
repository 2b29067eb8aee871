import { randomBytes } from 'node:crypto';
import type { VerificationPose, VerificationStatus } from '@dating/shared/contract';
import { MESSAGES } from '@dating/shared/rules';
import type { FileStorage } from '../../storage/fileStorage';
import { bytesOfDataUrl, processPhoto } from '../photos/photoProcessor';
import { packEmbeddings, unpackEmbeddings } from './faceEmbeddings';
import type { VerificationRepository, VerificationRow } from './verificationRepository';
import type { VisionService } from './visionService';

/** faceres describes a face with this many numbers. */
const EMBEDDING_SIZE = 1024;

export interface VerificationOutcome {
  result: VerificationStatus;
  message: string;
}

function statusOf(row: VerificationRow | undefined): VerificationStatus {
  return {
    state: row?.state ?? 'none',
    reason: row?.reason ?? '',
    pose: row?.state === 'pending_review' ? (row.pose ?? '') : '',
  };
}

const MESSAGE_OF_STATE = {
  none: '',
  verified: MESSAGES.selfieVerified,
  pending_review: MESSAGES.selfiePendingReview,
  refused: '',
} as const;

/**
 * Selfie verification. The selfie is compared with the faces of the member's photos (described
 * when each was uploaded); it is stored only while a moderator has to decide, and deleted with
 * the decision. A new main photo whose face does not match the verified one ends the badge.
 */
export class VerificationService {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly vision: VisionService,
    private readonly storage: FileStorage,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {}

  async status(memberId: number): Promise<VerificationOutcome> {
    const row = await this.repository.findOf(memberId);
    const result = statusOf(row);
    return { result, message: result.reason || MESSAGE_OF_STATE[result.state] };
  }

  /** webverifyselfie: verified, waiting for a moderator, or refused with the reason. */
  async verifySelfie(
    memberId: number,
    dataUrl: string,
    pose: VerificationPose,
  ): Promise<VerificationOutcome> {
    // Checked and re-encoded like any photo: no metadata is kept, a bomb is refused.
    const selfie = (await processPhoto(bytesOfDataUrl(dataUrl))).full;
    const previous = await this.repository.findOf(memberId);
    // A photo uploaded moments ago is still being described: wait for it, rather than sending a
    // selfie taken right after an upload to a moderator.
    await this.vision.idle();
    const photos = await this.repository.photosOf(memberId);
    // A photo not described (from before the detector) leaves the decision to a moderator.
    const comparison = await this.vision.compareFaces(
      selfie,
      photos.map(({ face_embeddings }) =>
        face_embeddings ? unpackEmbeddings(face_embeddings, EMBEDDING_SIZE) : null,
      ),
    );
    const base = {
      member_id: memberId,
      pose,
      similarity: comparison.similarity,
      updated_at: this.now(),
    };
    let row: VerificationRow;
    switch (comparison.verdict) {
      case 'match':
        row = {
          ...base,
          state: 'verified',
          selfie_name: null,
          reason: '',
          face_embedding: packEmbeddings([comparison.photoFace ?? []]),
        };
        break;
      case 'uncertain':
      case 'unknown': {
        // Kept for the moderator, under a random name of its own, until the decision.
        const selfieName = `${randomBytes(16).toString('hex')}.jpg`;
        await this.storage.put(selfieName, selfie, 'image/jpeg');
        row = {
          ...base,
          state: 'pending_review',
          selfie_name: selfieName,
          reason: '',
          face_embedding: null,
        };
        break;
      }
      case 'no_match':
      case 'no_face':
        row = {
          ...base,
          state: 'refused',
          selfie_name: null,
          reason:
            comparison.verdict === 'no_match'
              ? MESSAGES.selfieNoMatch
              : comparison.noFaceIn === 'photos'
                ? MESSAGES.selfieNoPhotoFace
                : MESSAGES.selfieNoFace,
          face_embedding: null,
        };
        break;
    }
    await this.repository.save(row);
    // A selfie still waiting from an earlier attempt is replaced by this one.
    if (previous?.selfie_name && previous.selfie_name !== row.selfie_name) {
      await this.storage.delete(previous.selfie_name);
    }
    const result = statusOf(row);
    return { result, message: result.reason || MESSAGE_OF_STATE[result.state] };
  }

  /**
   * A moderator's decision on a pending selfie (for the moderators' console): approval gives
   * the badge, refusal gives the note as the reason; the selfie is deleted either way.
   */
  async decide(memberId: number, approve: boolean, note: string): Promise<boolean> {
    const row = await this.repository.findOf(memberId);
    if (row?.state !== 'pending_review') return false;
    await this.repository.save({
      ...row,
      state: approve ? 'verified' : 'refused',
      selfie_name: null,
      reason: approve ? '' : note.trim() || MESSAGES.selfieNoMatch,
      face_embedding: approve ? await this.mainFace(memberId) : null,
      updated_at: this.now(),
    });
    if (row.selfie_name) await this.storage.delete(row.selfie_name);
    return true;
  }

  /** The selfie's storage address for the moderators' console, while pending review. */
  async pendingSelfieUrl(memberId: number): Promise<string | null> {
    const row = await this.repository.findOf(memberId);
    return row?.state === 'pending_review' && row.selfie_name
      ? this.storage.urlOf(row.selfie_name)
      : null;
  }

  /**
   * After an upload: the photo's faces are described off the request path, so that a later
   * selfie is compared without reading the photo again.
   */
  describeLater(imageName: string, bytes: Buffer): void {
    this.vision.later(async () => {
      const described = await this.vision.describeFace(bytes);
      if (described.faces === null) return;
      await this.repository.setPhotoFaces(
        imageName,
        packEmbeddings(described.faces.map((face) => face.embedding)),
      );
    }, this.onError);
  }

  /**
   * After the main photo changed: a verified member whose new main photo shows a face that does
   * not match the verified one (or no face) loses the badge. Off the request path.
   */
  recheckLater(memberId: number): void {
    this.vision.later(async () => {
      const row = await this.repository.findOf(memberId);
      if (row?.state !== 'verified' || !row.face_embedding) return;
      const [main] = await this.repository.photosOf(memberId);
      if (!main?.face_embeddings) return;
      const verified = unpackEmbeddings(row.face_embedding, EMBEDDING_SIZE)[0] ?? [];
      const verdict = await this.vision.sameFace(
        verified,
        unpackEmbeddings(main.face_embeddings, EMBEDDING_SIZE),
      );
      if (verdict !== 'no_match' && verdict !== 'no_face') return;
      await this.repository.save({
        ...row,
        state: 'refused',
        reason: MESSAGES.verificationLapsed,
        face_embedding: null,
        updated_at: this.now(),
      });
    }, this.onError);
  }

  /** Settles once the work given to describeLater and recheckLater so far is done. */
  idle(): Promise<void> {
    return this.vision.idle();
  }

  private async mainFace(memberId: number): Promise<Buffer | null> {
    const [main] = await this.repository.photosOf(memberId);
    const first = main?.face_embeddings
      ? unpackEmbeddings(main.face_embeddings, EMBEDDING_SIZE)[0]
      : undefined;
    return first ? packEmbeddings([first]) : null;
  }
}
