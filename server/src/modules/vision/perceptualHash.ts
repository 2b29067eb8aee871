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
  return { value: BigInt.asIntN(64, unsigned).toString(), bands: bandsOf(unsigned) };
}

/** The eight bands of 64 bits (of any 64-bit hash: the face hashes share the index's layout). */
export function bandsOf(unsigned: bigint): number[] {
  const bands: number[] = [];
  for (let band = 0; band < BANDS; band += 1) {
    const byte = Number((unsigned >> BigInt(8 * (BANDS - 1 - band))) & 0xffn);
    bands.push(band * 256 + byte);
  }
  return bands;
}

/**
 * The bands of the hash and of every hash one bit away within a band (72 values): a hash
 * sharing one of them has a band at most one bit away, which widens the search from hashes at
 * most 7 bits apart to hashes at most 15 bits apart, and finds farther ones more often.
 */
export function bandsWithinOneBit(unsigned: bigint): number[] {
  return bandsOf(unsigned).flatMap((band) => {
    const number = band & ~0xff;
    const byte = band & 0xff;
    return [band, ...Array.from({ length: 8 }, (_, bit) => number + (byte ^ (1 << bit)))];
  });
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
