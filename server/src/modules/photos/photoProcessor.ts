import { LIMITS, MESSAGES } from '@dating/contract/rules';
import sharp from 'sharp';
import { ApiError } from '../../http/apiError';
import { pictureWork } from '../vision/threadPriority';

export const PHOTO_MAX_BYTES = LIMITS.photoMaxMb * 1024 * 1024;
/** A photo call's body: the picture as a base64 data URL (4/3 of its size), plus the fields. */
export const PHOTO_UPLOAD_BODY_LIMIT_BYTES = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;
/** The longest side of a stored photo. */
const PHOTO_MAX_SIDE = 1080;
/**
 * The longest side of the card rendition: a phone's card is about 400 CSS pixels wide at 1.75 to
 * 2 device pixels each, and the deck's cards need no more.
 */
const CARD_MAX_SIDE = 720;
/** The longest side of the blurred variant free members see: small, so nothing can be recovered. */
const BLURRED_MAX_SIDE = 96;
/**
 * A decompression bomb (a tiny file of a huge picture) is refused before it is decoded: every
 * picture sharp decodes, the vision module's included.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export type PhotoType = 'png' | 'jpeg' | 'gif';

/** The image type by the file's first bytes (png, jpg/jpeg, gif only), whatever its name says. */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length < 8) return null;
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  return null;
}

export interface ProcessedPhoto {
  /** JPEG, at most 1080 px on its longest side, without EXIF, GPS or any other metadata. */
  full: Buffer;
  /** A small blurred JPEG of the same picture. */
  blurred: Buffer;
  /** The card rendition (cardRendition). */
  card: Buffer;
}

/** WebP, at most 720 px on its longest side, of a stored (already upright, flattened) photo. */
export function cardRendition(full: Buffer): Promise<Buffer> {
  return pictureWork(() =>
    sharp(full, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(CARD_MAX_SIDE, CARD_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
  );
}

/**
 * Checks an uploaded picture by its bytes and re-encodes it: turned upright, resized, every
 * metadata block dropped (sharp writes none unless asked), plus the blurred and card variants.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new ApiError(400, MESSAGES.selectAnImage);
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new ApiError(400, MESSAGES.imageTooLarge);
  }
  if (detectPhotoType(bytes) === null) throw new ApiError(400, MESSAGES.invalidFile);
  try {
    // rotate() applies the EXIF orientation before the EXIF block is dropped.
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const full = await pictureWork(() =>
      upright
        .clone()
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    const blurred = await pictureWork(() =>
      upright
        .clone()
        .resize(BLURRED_MAX_SIDE, BLURRED_MAX_SIDE, { fit: 'inside' })
        .flatten({ background: '#ffffff' })
        .blur(6)
        .jpeg({ quality: 60 })
        .toBuffer(),
    );
    return { full, blurred, card: await cardRendition(full) };
  } catch {
    // Right magic bytes but not a picture sharp can read (truncated, corrupt, too large).
    throw new ApiError(400, MESSAGES.invalidFile);
  }
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** The bytes of a `data:<type>;base64,<data>` URL (the declared type is not trusted). */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw new ApiError(400, MESSAGES.invalidFile);
  return Buffer.from(match[3] ?? '', 'base64');
}
