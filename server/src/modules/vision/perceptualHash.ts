/**
 * sharp-phash's 64-bit perceptual hashes as stored: the bits as a signed bigint (PostgreSQL's
 * bigint), and their eight bytes as "bands" (band number * 256 + byte value). Two hashes at most
 * NEAR_COPY_BITS apart share at least one band, so a GIN index on the bands finds every near
 * copy without reading every row; the exact distance is then counted.
 */
export interface PerceptualHash {
  /** The bigint's decimal text, as pg reads and answers it. */
  value: string;
  bands: number[];
}

/** Re-encoded, resized or slightly cropped copies stay within this many bits (of 64). */
export const NEAR_COPY_BITS = 7;

const BANDS = 8;

/** The hash of sharp-phash's 64 characters '0' or '1'. */
export function perceptualHashOf(bits: string): PerceptualHash {
  const unsigned = BigInt(`0b${bits}`);
  const bands: number[] = [];
  for (let band = 0; band < BANDS; band += 1) {
    const byte = Number((unsigned >> BigInt(8 * (BANDS - 1 - band))) & 0xffn);
    bands.push(band * 256 + byte);
  }
  return { value: BigInt.asIntN(64, unsigned).toString(), bands };
}

/** How many bits two stored hashes differ by. */
export function hashDistance(a: string, b: string): number {
  let differing = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let count = 0;
  while (differing > 0n) {
    count += Number(differing & 1n);
    differing >>= 1n;
  }
  return count;
}
