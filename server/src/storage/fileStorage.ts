/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket when configured
 * (keys are flat file names the server generates, never a client's).
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the file under another key too, with its content type and caching. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** The file's bytes (a member's data export copies their photos). */
  read(key: string): Promise<Buffer>;
  /** Removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  urlOf(key: string): string;
}

/** The keys the server generates for uploads: a random name and an extension, no folders. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

/**
 * A file of a published remote build: `remotes/<remote>/<sha-256 of the build>/<its path>`, each
 * segment of the path a plain name (no `.` or `..` segment, nothing hidden), so a key never
 * reaches outside its build's folder.
 */
export const REMOTE_BUILD_KEY =
  /^remotes\/mf-[a-z]+\/[0-9a-f]{64}(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)+$/;

/** Whether a key is one the server generates: an upload's, or a remote build's file. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key) || REMOTE_BUILD_KEY.test(key);
}
