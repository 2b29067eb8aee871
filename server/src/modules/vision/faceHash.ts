import { EMBEDDING_SIZE } from './faceEmbeddings';
import { bandsOf, bandsWithinOneBit } from './perceptualHash';

/**
 * Random-hyperplane hashing of face descriptions, so that a face is compared with every active
 * member's photos without reading them all: each description becomes 64 bits, the side of each
 * of 64 fixed random hyperplanes it falls on. Two faces at an angle θ differ by 64·θ/π bits on
 * average, and the hash is stored in the bands of the perceptual hashes' index
 * (`photos.face_bands`, GIN): a search reads the photos sharing a band within one bit
 * (`bandsWithinOneBit`), then the real cosine similarity decides.
 *
 * faceres descriptions are all non-negative, so any two share a large common direction (two
 * different people measured 0.32 to 0.43 cosine, one man 0.50 to 0.98): the hyperplanes are
 * taken orthogonal to it (each plane's mean removed), which hashes the faces by what differs.
 * Measured on the test pictures (88 ordered pairs of one man's faces at 0.55 or more, 40 of two
 * people's): 76 of the first shared a band within one bit, 20 of the second (read, then set
 * aside by the similarity). 64 bits cannot part faces at these angles more sharply.
 */
const PLANES = 64;
/** Fixed: a stored hash must mean the same planes on every server and after every restart. */
const SEED = 0x5eed_face;

/** mulberry32: a small seeded generator, the same numbers everywhere. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gaussian directions (Box-Muller), so every direction of the space is equally likely. */
function hyperplanes(): Float64Array[] {
  const random = seededRandom(SEED);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Array.from({ length: PLANES }, () => {
    const plane = Float64Array.from({ length: EMBEDDING_SIZE }, gaussian);
    const mean = plane.reduce((sum, value) => sum + value, 0) / EMBEDDING_SIZE;
    return plane.map((value) => value - mean);
  });
}

let planes: Float64Array[] | null = null;

/** The 64-bit hash of one face description. */
export function faceHashOf(embedding: ArrayLike<number>): bigint {
  planes ??= hyperplanes();
  let hash = 0n;
  for (const plane of planes) {
    let dot = 0;
    for (let i = 0; i < plane.length; i += 1) dot += (plane[i] ?? 0) * (embedding[i] ?? 0);
    hash = (hash << 1n) | (dot >= 0 ? 1n : 0n);
  }
  return hash;
}

/** What a photo stores: the bands of each of its faces (none without a face). */
export function faceBandsOf(faces: readonly (readonly number[])[]): number[] {
  return [...new Set(faces.flatMap((face) => bandsOf(faceHashOf(face))))];
}

/** What a search for these faces asks the index: each face's bands within one bit. */
export function faceSearchBands(faces: readonly (readonly number[])[]): number[] {
  return [...new Set(faces.flatMap((face) => bandsWithinOneBit(faceHashOf(face))))];
}
