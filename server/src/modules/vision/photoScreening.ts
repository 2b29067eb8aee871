import { MESSAGES } from '@dating/contract/rules';
import sharp from 'sharp';
import type { HeldPhotoEvidence } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { MAX_INPUT_PIXELS } from '../photos/photoProcessor';
import { EMBEDDING_SIZE, packEmbeddings, unpackEmbeddings } from './faceEmbeddings';
import { faceBandsOf, faceSearchBands } from './faceHash';
import type { ImageText } from './imageText';
import type { PerceptualHash } from './perceptualHash';
import type { PhotoMatchRow, PhotoScreeningRepository } from './photoScreeningRepository';
import type { VisionService } from './visionService';

/**
 * Another account's photo this close (bits of 64) is the same picture, re-encoded or resized:
 * refused. Between this and NEAR_COPY_BITS (7) it may be a crop or a retouch, or two shots of
 * one scene: a moderator looks.
 */
export const REUSED_PHOTO_BITS = 4;

/** Why a photo waits for a moderator, and what was found. */
export interface PhotoHold {
  reason: string;
  evidence: HeldPhotoEvidence;
}

export interface ScreenedPhoto {
  /** Null when the models are unavailable. */
  hash: PerceptualHash | null;
  hold: PhotoHold | null;
}

const matchesOnly = (matches: PhotoMatchRow[]): HeldPhotoEvidence => ({ contacts: [], matches });

/**
 * The screening of a profile photo against scams and ban evasion. Before it is stored: its
 * perceptual hash against every other member's photos (the banded index): a banned member's
 * photo holds it for a moderator, another account's same picture refuses it. After the answer,
 * off the request path: its faces (also kept for selfie verification) against banned members'
 * photos and other active accounts' (which hold it too), and the text and QR codes written in it (the scam check's `contactsInPicture`), which hold it too.
 */
/**
 * Below this spread of every colour channel (standard deviation, of 255) a picture is a flat
 * colour: it shows no one, and its perceptual hash, with nothing to describe, equals every other
 * flat picture's.
 */
const MIN_DETAIL = 4;

/**
 * The picture's detail is read at this side: a flat colour stays flat, a scene's spread of colours
 * stays, and the JPEG decodes at an eighth of its size (sharp's `stats()` reads the whole picture
 * whatever the pipeline: 44 ms a photo).
 */
const DETAIL_SIDE = 64;

async function showsDetail(bytes: Buffer): Promise<boolean> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(DETAIL_SIDE, DETAIL_SIDE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  return [0, 1, 2].some((channel) => {
    let sum = 0;
    let squares = 0;
    for (let at = channel; at < data.length; at += info.channels) {
      sum += data[at] ?? 0;
      squares += (data[at] ?? 0) ** 2;
    }
    const mean = sum / pixels;
    return Math.sqrt(squares / pixels - mean * mean) >= MIN_DETAIL;
  });
}

export class PhotoScreening {
  constructor(
    private readonly vision: VisionService,
    private readonly repository: PhotoScreeningRepository,
    /** The scam check's reading of a picture's text (ScamReview.contactsInPicture). */
    private readonly contactsIn: (found: ImageText) => Promise<string[]>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Throws MESSAGES.photoUsedByAnotherAccount for another account's picture. */
  async beforeStore(bytes: Buffer, memberId: number | null): Promise<ScreenedPhoto> {
    const hash = await this.vision.perceptualHash(bytes);
    if (!hash || !(await showsDetail(bytes))) return { hash, hold: null };
    const copies = await this.repository.nearCopies(hash, memberId);
    // Not refused: a banned member is not told what recognised them.
    const banned = copies.filter((copy) => copy.banned);
    if (banned.length > 0) {
      return {
        hash,
        hold: { reason: MESSAGES.reviewBannedMemberPhoto, evidence: matchesOnly(banned) },
      };
    }
    if (copies.some((copy) => (copy.bits ?? Infinity) <= REUSED_PHOTO_BITS)) {
      throw new ApiError(400, MESSAGES.photoUsedByAnotherAccount);
    }
    if (copies.length === 0) return { hash, hold: null };
    return {
      hash,
      hold: { reason: MESSAGES.reviewCloseToAnotherMember, evidence: matchesOnly(copies) },
    };
  }

  /** The screening after the answer: faces, then text and QR codes. */
  afterStore(imageName: string, bytes: Buffer, memberId: number | null): void {
    this.vision.later(async () => {
      const described = await this.vision.describeFace(bytes);
      if (described.faces === null || described.hash === null) return;
      const faces = described.faces.map((face) => face.embedding);
      await this.repository.setFaces(
        imageName,
        packEmbeddings(faces),
        faceBandsOf(faces),
        described.hash,
      );
      const bannedFaces = await this.bannedFacesIn(faces);
      if (bannedFaces.length > 0) {
        await this.repository.hold(
          imageName,
          MESSAGES.reviewBannedMemberFace,
          matchesOnly(bannedFaces),
        );
      }
      const otherFaces = await this.otherAccountsFacesIn(faces, memberId);
      if (otherFaces.length > 0) {
        await this.repository.hold(
          imageName,
          MESSAGES.reviewSameFaceAsAnotherMember,
          matchesOnly(otherFaces),
        );
      }
      const found = await this.vision.readText(bytes);
      if (!found) return;
      await this.repository.setText(imageName, found);
      const contacts = await this.contactsIn(found);
      if (contacts.length > 0) {
        await this.repository.hold(imageName, MESSAGES.reviewContactInPicture, {
          contacts,
          matches: [],
        });
      }
    }, this.onError);
  }

  /**
   * Other active accounts' photos showing one of these faces, by the admin's
   * vision_face_other_account: the faces' index gives the candidates, the similarity decides.
   * `memberId` null: a sign-up upload, whose account is none of them.
   */
  async otherAccountsFacesIn(
    faces: readonly number[][],
    memberId: number | null,
  ): Promise<PhotoMatchRow[]> {
    const candidates = await this.repository.otherAccountsFaces(faceSearchBands(faces), memberId);
    const matches: PhotoMatchRow[] = [];
    for (const photo of candidates) {
      const best = Math.max(
        0,
        ...(
          await Promise.all(
            unpackEmbeddings(photo.face_embeddings, EMBEDDING_SIZE).map((known) =>
              this.vision.otherAccountFace(known, faces),
            ),
          )
        ).map(({ same, similarity }) => (same ? similarity : 0)),
      );
      if (best === 0) continue;
      matches.push({
        member_id: photo.member_id,
        photo_id: photo.id,
        banned: false,
        bits: null,
        similarity: best,
      });
    }
    return matches.sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0));
  }

  /** Banned members' photos showing one of these faces, by the admin's vision_face_match. */
  async bannedFacesIn(faces: readonly number[][]): Promise<PhotoMatchRow[]> {
    if (faces.length === 0) return [];
    const matches: PhotoMatchRow[] = [];
    for (const photo of await this.repository.bannedFaces()) {
      for (const known of unpackEmbeddings(photo.face_embeddings, EMBEDDING_SIZE)) {
        const { verdict, similarity } = await this.vision.faceComparison(known, faces);
        if (verdict !== 'match') continue;
        matches.push({
          member_id: photo.member_id,
          photo_id: photo.id,
          banned: true,
          bits: null,
          similarity,
        });
        break;
      }
    }
    return matches;
  }
}
