import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type FileStorage } from './fileStorage';

/** Where this server serves the uploads folder. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files in one folder on local disk (DATA_DIR/uploads), served by this server at `urlPrefix`. */
export class LocalFileStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly urlPrefix: string,
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    // A random key never exists yet; overwriting one would mean reusing a name.
    await copyFile(this.pathOf(fromKey), this.pathOf(toKey), constants.COPYFILE_EXCL);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `${this.urlPrefix}${key}`;
  }

  private pathOf(key: string): string {
    // Keys are generated here, but a path outside the folder must be impossible regardless.
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }
}
