import { CALLS } from './calls';

/**
 * FNV-1a over the text's UTF-16 code units, from `seed`: a stable 32-bit hash, the same in the
 * browser, the build and the server (no crypto module needed).
 */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const hex8 = (value: number) => value.toString(16).padStart(8, '0');

/**
 * The canary bucket of a member for one canary release, 0 to 99: a member is in the canary when
 * it is below the canary's share. The same member and release always land in the same bucket
 * (sticky across reloads and servers); another release draws again.
 */
export function canaryBucket(memberId: string | number, releaseId: string): number {
  return fnv1a(`${String(memberId)}:${releaseId}`, 0x811c9dc5) % 100;
}

/**
 * The version of the wire contract: a hash of every call's schemas. Each remote's build records
 * the one it was compiled against (remote-build.json) and the server refuses to publish a build
 * whose contract is not the one it serves.
 */
export function contractVersion(calls: object = CALLS): string {
  const text = JSON.stringify(calls);
  return `${hex8(fnv1a(text, 0x811c9dc5))}${hex8(fnv1a(text, 0x050c5d1f))}`;
}
