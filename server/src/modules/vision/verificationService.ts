import { randomBytes, randomInt } from 'node:crypto';
import {
  FRAMES_PER_POSE,
  POSES_PER_CHALLENGE,
  VERIFICATION_POSES,
  type SelfieFrame,
  type VerificationPose,
  type VerificationStatus,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { FileStorage } from '../../storage/fileStorage';
import { bytesOfDataUrl, reencodePicture } from '../photos/photoProcessor';
import { bestMatch, EMBEDDING_SIZE, packEmbeddings, unpackEmbeddings } from './faceEmbeddings';
import type { VerificationRepository, VerificationRow } from './verificationRepository';
import type { DescribedFace } from './visionModels';
import { posesShown, type VisionService } from './visionService';
import type { PerceptualHash } from './perceptualHash';
import type { PhotoScreening } from './photoScreening';

/** The time to film the poses and send the frames once the challenge is shown. */
const CHALLENGE_LIFETIME_MS = 2 * 60_000;

/**
 * Two faces this close come from one picture (measured with faceres on @vladmandic/human's
 * assets: the same picture resized, mirrored or with the mouth painted over 0.88 to 0.96; two
 * photos of one man 0.50 to 0.70), not from a new camera frame.
 */
const NEAR_COPY_SIMILARITY = 0.85;

export interface VerificationOutcome {
  result: VerificationStatus;
  message: string;
}

export interface VerificationChallenge {
  challenge: string;
  poses: VerificationPose[];
  expires_in: number;
}

/** webverifyselfie's fields: the camera flow's, or the spec's single selfie (refused). */
export interface SelfieFields {
  challenge?: string;
  frames?: SelfieFrame[];
  file?: string;
  pose?: string;
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

/** `count` different poses in a random order. */
function randomPoses(count: number): VerificationPose[] {
  const pool = [...VERIFICATION_POSES];
  const chosen: VerificationPose[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(randomInt(pool.length), 1));
  }
  return chosen;
}

const isPose = (pose: string): pose is VerificationPose =>
  (VERIFICATION_POSES as readonly string[]).includes(pose);

/**
 * Whether frames prove the poses asked live: each pose shows in a frame filmed while it was
 * asked, and is missing from a frame filmed while another was asked. A still picture shows the
 * same poses in every frame, so it proves none (even one showing two poses at once).
 */
export function posesProven(
  frames: readonly { asked: VerificationPose; shown: readonly VerificationPose[] }[],
): boolean {
  const asked = new Set(frames.map((frame) => frame.asked));
  return [...asked].every(
    (pose) =>
      frames.some((frame) => frame.asked === pose && frame.shown.includes(pose)) &&
      frames.some((frame) => frame.asked !== pose && !frame.shown.includes(pose)),
  );
}

/** A frame as received, re-encoded, and what the models saw in it. */
interface CheckedFrame {
  pose: VerificationPose;
  picture: Buffer;
  face: DescribedFace;
  hash: PerceptualHash;
}

/** What an attempt comes to, before it is written. */
type Decision =
  | { state: 'refused'; reason: string; similarity: number | null }
  | {
      state: 'pending_review';
      reviewReason: string;
      similarity: number | null;
      /** The frame the moderator sees. */
      selfie: Buffer;
      kept: CheckedFrame[];
    }
  | { state: 'verified'; similarity: number; photoFace: number[]; kept: CheckedFrame[] };

/**
 * Selfie verification, on camera frames that must prove a live, new face: the poses the server
 * asked for (a still photo shows at most one), one face throughout, the face of the member's
 * photos (described when each was uploaded), and pictures that copy nothing already on the
 * platform (photos, other members' frames). A face that matches a banned member's photo or
 * another member's verified face, or anything uncertain, waits for a moderator, who sees one
 * frame until the decision. Of the frames only hashes and face descriptions are kept. A new main
 * photo whose face does not match the verified one ends the badge.
 */
export class VerificationService {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly vision: VisionService,
    private readonly screening: Pick<PhotoScreening, 'bannedFacesIn'>,
    private readonly storage: FileStorage,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {}

  async status(memberId: number): Promise<VerificationOutcome> {
    const row = await this.repository.findOf(memberId);
    const result = statusOf(row);
    return { result, message: result.reason || MESSAGE_OF_STATE[result.state] };
  }

  /** webverificationchallenge: different poses in a random order, valid once, for a short time. */
  async challenge(memberId: number): Promise<VerificationChallenge> {
    const poses = randomPoses(POSES_PER_CHALLENGE);
    const token = randomBytes(16).toString('hex');
    const expiresAt = new Date(this.now().getTime() + CHALLENGE_LIFETIME_MS);
    await this.repository.openChallenge(memberId, { token, poses, expiresAt });
    return { challenge: token, poses, expires_in: CHALLENGE_LIFETIME_MS / 1000 };
  }

  /**
   * webverifyselfie: verified, waiting for a moderator, or refused with what to do. A request
   * that cannot be an attempt (no challenge, an expired or used one, poses missing) is refused
   * without touching the member's state.
   */
  async verifySelfie(memberId: number, fields: SelfieFields): Promise<VerificationOutcome> {
    const { challenge, frames } = fields;
    // The spec's single selfie proves nothing live: the camera flow is the only way in.
    if (challenge === undefined || frames === undefined) {
      throw new ApiError(400, MESSAGES.selfieNeedsCamera);
    }
    const asked = (await this.repository.takeChallenge(memberId, challenge, this.now()))?.filter(
      isPose,
    );
    if (!asked) throw new ApiError(400, MESSAGES.selfieChallengeExpired);
    // Checked and re-encoded like any photo: no metadata is kept, a bomb is refused.
    const received: { pose: VerificationPose; picture: Buffer }[] = [];
    for (const frame of frames) {
      const pose = asked.find((one) => one === frame.pose);
      if (!pose) throw new ApiError(400, MESSAGES.selfieFramesMissing);
      received.push({ pose, picture: await reencodePicture(bytesOfDataUrl(frame.file)) });
    }
    const filmed = (pose: VerificationPose) => received.filter((frame) => frame.pose === pose);
    if (asked.some((pose) => filmed(pose).length === 0 || filmed(pose).length > FRAMES_PER_POSE)) {
      throw new ApiError(400, MESSAGES.selfieFramesMissing);
    }

    const previous = await this.repository.findOf(memberId);
    const decision = await this.judgeFrames(memberId, received);
    const base = {
      member_id: memberId,
      pose: asked.join(','),
      similarity: decision.similarity,
      updated_at: this.now(),
    };
    let row: VerificationRow;
    switch (decision.state) {
      case 'verified':
        row = {
          ...base,
          state: 'verified',
          selfie_name: null,
          reason: '',
          review_reason: '',
          face_embedding: packEmbeddings([decision.photoFace]),
        };
        break;
      case 'pending_review': {
        // Kept for the moderator, under a random name of its own, until the decision.
        const selfieName = `${randomBytes(16).toString('hex')}.jpg`;
        await this.storage.put(selfieName, decision.selfie, 'image/jpeg');
        row = {
          ...base,
          state: 'pending_review',
          selfie_name: selfieName,
          reason: '',
          review_reason: decision.reviewReason,
          face_embedding: null,
        };
        break;
      }
      case 'refused':
        row = {
          ...base,
          state: 'refused',
          selfie_name: null,
          reason: decision.reason,
          review_reason: '',
          face_embedding: null,
        };
        break;
    }
    await this.repository.save(row);
    if (decision.state !== 'refused') {
      await this.repository.keepFrames(
        memberId,
        decision.kept.map((frame) => ({
          hash: frame.hash,
          embedding: packEmbeddings([frame.face.embedding]),
        })),
        base.updated_at,
      );
    }
    // A selfie still waiting from an earlier attempt is replaced by this one.
    if (previous?.selfie_name && previous.selfie_name !== row.selfie_name) {
      await this.storage.delete(previous.selfie_name);
    }
    const result = statusOf(row);
    return { result, message: result.reason || MESSAGE_OF_STATE[result.state] };
  }

  /**
   * The faces of each of the member's photos: as their screening stored them, else (a photo
   * uploaded moments ago, its screening still queued behind other members' pictures) described
   * now from the stored picture, so that a selfie taken right after an upload neither waits for
   * every picture queued before it nor goes to a moderator. Null where the models cannot say
   * or the picture cannot be read (reported): the comparison is then uncertain.
   */
  private async photoFaces(memberId: number): Promise<(number[][] | null)[]> {
    const photos = await this.repository.photosOf(memberId);
    return Promise.all(
      photos.map(async ({ image_name, face_embeddings }) => {
        if (face_embeddings) return unpackEmbeddings(face_embeddings, EMBEDDING_SIZE);
        let picture: Buffer;
        try {
          picture = await this.storage.read(image_name);
        } catch (error) {
          this.onError(error);
          return null;
        }
        const described = await this.vision.describeFace(picture);
        return described.faces?.map((face) => face.embedding) ?? null;
      }),
    );
  }

  /** The checks, in the order a member can act on them. */
  private async judgeFrames(
    memberId: number,
    received: readonly { pose: VerificationPose; picture: Buffer }[],
  ): Promise<Decision> {
    const [first] = received;
    const frames: CheckedFrame[] = [];
    for (const { pose, picture } of received) {
      const described = await this.vision.describeFace(picture);
      // Without the models nothing is certain: a moderator decides, as for any doubt.
      if (described.faces === null || described.hash === null) {
        return {
          state: 'pending_review',
          reviewReason: '',
          similarity: null,
          selfie: first?.picture ?? picture,
          kept: [],
        };
      }
      const [face] = described.faces;
      if (!face) return { state: 'refused', reason: MESSAGES.selfieNoFace, similarity: null };
      frames.push({ pose, picture, face, hash: described.hash });
    }
    // New pictures: no frame copies a photo on the platform or another member's frame.
    if (
      await this.repository.hasNearCopy(
        memberId,
        frames.map((frame) => frame.hash),
      )
    ) {
      return { state: 'refused', reason: MESSAGES.selfieNotLive, similarity: null };
    }
    const live = posesProven(
      frames.map((frame) => ({ asked: frame.pose, shown: posesShown(frame.face.gestures) })),
    );
    if (!live) return { state: 'refused', reason: MESSAGES.selfiePoseNotSeen, similarity: null };

    const photos = await this.photoFaces(memberId);
    const comparison = await this.vision.compareFrames(
      frames.map((frame) => frame.face),
      photos,
    );
    const { similarity } = comparison;
    if (comparison.throughout === 'no_match') {
      return { state: 'refused', reason: MESSAGES.selfieFacesDiffer, similarity };
    }
    if (comparison.verdict === 'no_face') {
      return { state: 'refused', reason: MESSAGES.selfieNoPhotoFace, similarity };
    }
    if (comparison.verdict === 'no_match') {
      return { state: 'refused', reason: MESSAGES.selfieNoMatch, similarity };
    }
    const held = (reviewReason: string): Decision => ({
      state: 'pending_review',
      reviewReason,
      similarity,
      selfie: frames[0]?.picture ?? Buffer.alloc(0),
      kept: frames,
    });
    const embeddings = frames.map((frame) => frame.face.embedding);
    // A banned member back under a new account.
    if ((await this.screening.bannedFacesIn(embeddings)).length > 0) {
      return held(MESSAGES.reviewBannedMemberFace);
    }
    const others = await this.repository.facesOfOthers(memberId);
    // One face, one verified account.
    for (const verified of others.verified) {
      const face = unpackEmbeddings(verified, EMBEDDING_SIZE)[0] ?? [];
      if ((await this.vision.sameFace(face, embeddings)) === 'match') {
        return held(MESSAGES.reviewSameFaceAsVerified);
      }
    }
    // The same picture as a photo of the member's or another member's frame, re-encoded beyond
    // what the hash recognises (mirrored, painted over): a moderator looks.
    const copied = [
      ...photos.flatMap((faces) => faces ?? []),
      ...others.frames.flatMap((frame) => unpackEmbeddings(frame, EMBEDDING_SIZE)),
    ];
    if (
      embeddings.some(
        (embedding) => bestMatch(embedding, copied).similarity >= NEAR_COPY_SIMILARITY,
      )
    ) {
      return held(MESSAGES.reviewCopiedPicture);
    }
    if (comparison.spoofed) return held(MESSAGES.reviewMaybeSpoofed);
    if (comparison.throughout === 'uncertain' || comparison.verdict === 'uncertain')
      return held('');
    return {
      state: 'verified',
      similarity,
      photoFace: comparison.photoFace ?? [],
      kept: frames,
    };
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
      review_reason: '',
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

  /** Settles once the vision work given for later so far (photos described, rechecks) is done. */
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
