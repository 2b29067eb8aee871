import { LIMITS, MESSAGES } from '@dating/contract/rules';
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../../http/apiError';

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
  return asCardRendition(sharp(full, { limitInputPixels: MAX_INPUT_PIXELS }));
}

/**
 * libwebp's effort 2 of 6: half the time of its default 4 (21 against 45 ms a photo here), for a
 * file some 6 % larger.
 */
const asCardRendition = (picture: Sharp) =>
  picture
    .resize(CARD_MAX_SIDE, CARD_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75, effort: 2 })
    .toBuffer();

/** The checks of an uploaded picture's bytes that need no decoding. */
function checkBytes(bytes: Buffer): void {
  if (bytes.length === 0) throw new ApiError(400, MESSAGES.selectAnImage);
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new ApiError(400, MESSAGES.imageTooLarge);
  }
  if (detectPhotoType(bytes) === null) throw new ApiError(400, MESSAGES.invalidFile);
}

/**
 * The stored copy's pipeline: turned upright (rotate() applies the EXIF orientation before the
 * EXIF block is dropped), resized, flattened on white; sharp writes no metadata unless asked.
 * Mitchell's kernel, not Lanczos's: a member's upload waits for it (with the encoding below, 11
 * against 15 ms a 1,200 px photo, and a file 1.5 % smaller, a touch softer).
 */
const upright = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
      kernel: 'mitchell',
    })
    .flatten({ background: '#ffffff' });

/** The stored copy's encoding: without the second pass that optimises its Huffman tables. */
const FULL_COPY_JPEG = { quality: 85, optimiseCoding: false } as const;

/** Right magic bytes but not a picture sharp can read (truncated, corrupt, too large). */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new ApiError(400, MESSAGES.invalidFile);
  }
}

/**
 * Checks an uploaded picture by its bytes and re-encodes it upright, resized, without metadata:
 * what a chat picture and a selfie frame keep.
 */
export async function reencodePicture(bytes: Buffer): Promise<Buffer> {
  checkBytes(bytes);
  return decoding(() => upright(bytes).jpeg(FULL_COPY_JPEG).toBuffer());
}

/**
 * A profile photo: `reencodePicture`'s copy plus the blurred and card variants, all three from
 * one decoding of the upload (each variant decoding it again took half of the work).
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  checkBytes(bytes);
  return decoding(async () => {
    const pixels = await decoded(upright(bytes));
    const full = await pixels().jpeg(FULL_COPY_JPEG).toBuffer();
    return { full, ...(await renditionsOf(pixels)) };
  });
}

/**
 * The blurred and card variants of a stored full copy (`reencodePicture`'s), from one decoding:
 * what a member's upload answered before its screening gets after the answer.
 */
export async function photoRenditions(full: Buffer): Promise<Omit<ProcessedPhoto, 'full'>> {
  return renditionsOf(await decoded(sharp(full, { limitInputPixels: MAX_INPUT_PIXELS })));
}

/** The picture's pixels, decoded once, as a new pipeline each call. */
async function decoded(picture: Sharp): Promise<() => Sharp> {
  const { data, info } = await picture
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function renditionsOf(pixels: () => Sharp): Promise<Omit<ProcessedPhoto, 'full'>> {
  const blurred = await pixels()
    .resize(BLURRED_MAX_SIDE, BLURRED_MAX_SIDE, { fit: 'inside' })
    .blur(6)
    .jpeg({ quality: 60 })
    .toBuffer();
  return { blurred, card: await asCardRendition(pixels()) };
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** The bytes of a `data:<type>;base64,<data>` URL (the declared type is not trusted). */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw new ApiError(400, MESSAGES.invalidFile);
  return Buffer.from(match[3] ?? '', 'base64');
}
