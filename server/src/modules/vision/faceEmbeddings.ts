/** faceres describes a face with this many numbers. */
export const EMBEDDING_SIZE = 1024;

/** Cosine similarity of two face descriptions: 1 the same direction, 0 unrelated. */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** Every face of a photo, one Float32 description after the other (an empty buffer: no face). */
export function packEmbeddings(embeddings: readonly (readonly number[])[]): Buffer {
  const floats = Float32Array.from(embeddings.flat());
  return Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength);
}

export function unpackEmbeddings(bytes: Uint8Array, size: number): number[][] {
  const floats = new Float32Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  const faces: number[][] = [];
  for (let start = 0; start + size <= floats.length; start += size) {
    faces.push(Array.from(floats.subarray(start, start + size)));
  }
  return faces;
}

/** The best similarity of a face to any of several, and which one it was. */
export function bestMatch(
  face: readonly number[],
  candidates: readonly (readonly number[])[],
): { similarity: number; index: number } {
  let best = { similarity: 0, index: -1 };
  for (const [index, candidate] of candidates.entries()) {
    const similarity = cosineSimilarity(face, candidate);
    if (similarity > best.similarity) best = { similarity, index };
  }
  return best;
}
