import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import type { FileStorage } from '../../storage/fileStorage';

/** A build's files by their path in the build folder (`remoteEntry.js`, `static/x.js`). */
export type BuildFiles = Map<string, Buffer>;

/** The most files, and bytes, one build may hold. */
export const MAX_BUILD_FILES = 2000;
export const MAX_BUILD_BYTES = 64 * 1024 * 1024;

/** A segment of a build file's path: a plain name, never `.`, `..` or hidden. */
const PATH_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** The precompressed copies of the build's text files: the file store serves the files as they are. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** A build that cannot be taken as it is; the message says why. */
export class BuildRefusedError extends Error {
  override name = 'BuildRefusedError';
}

/** The path's segments when each is a plain name, else a refusal naming it. */
function checkedPath(file: string): string {
  const segments = file.split('/');
  if (!segments.every((segment) => PATH_SEGMENT.test(segment))) {
    throw new BuildRefusedError(`"${file}" is not a path inside the build's folder`);
  }
  return segments.join('/');
}

function checkedSize(files: BuildFiles): BuildFiles {
  if (files.size > MAX_BUILD_FILES) {
    throw new BuildRefusedError(`a build holds at most ${MAX_BUILD_FILES} files`);
  }
  let bytes = 0;
  for (const content of files.values()) bytes += content.length;
  if (bytes > MAX_BUILD_BYTES) {
    throw new BuildRefusedError(`a build holds at most ${MAX_BUILD_BYTES / 1024 / 1024} MB`);
  }
  return files;
}

/** A build folder's files (the CLI's --dir), its precompressed copies left out. */
export async function readBuildFolder(dir: string): Promise<BuildFiles> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: BuildFiles = new Map();
  for (const entry of names) {
    if (!entry.isFile() || PRECOMPRESSED.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    files.set(checkedPath(relative), await readFile(full));
  }
  return checkedSize(files);
}

/** A build as a publish over HTTP carries it: its folder zipped. */
export function zipBuild(files: BuildFiles): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [file, content] of files) entries[file] = content;
  return Buffer.from(zipSync(entries, { level: 6 }));
}

/** The files of a zipped build; any entry reaching outside its folder refuses the whole build. */
export function unzipBuild(zip: Buffer): BuildFiles {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        if (file.originalSize > MAX_BUILD_BYTES) {
          throw new BuildRefusedError(`"${file.name}" is larger than a build may be`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BuildRefusedError) throw error;
    throw new BuildRefusedError('the body is not a zip of the build folder');
  }
  const files: BuildFiles = new Map();
  for (const [name, content] of Object.entries(entries)) {
    if (name.endsWith('/') || PRECOMPRESSED.test(name)) continue; // folders, compressed copies
    files.set(checkedPath(name), Buffer.from(content));
  }
  return checkedSize(files);
}

/** The SHA-256 of a build: of its paths and their contents, in path order. */
export function buildHash(files: BuildFiles): string {
  const hash = createHash('sha256');
  for (const file of [...files.keys()].sort()) {
    const content = files.get(file) as Buffer;
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Stores a build under its content's address (`remotes/<remote>/<hash>/`), where nothing ever
 * changes: the same build published again lands on the same files. Answers the folder's key
 * and the address of its remoteEntry.js.
 */
export async function storeBuild(
  storage: FileStorage,
  remote: string,
  files: BuildFiles,
): Promise<{ filesKey: string; entryUrl: string }> {
  const filesKey = `remotes/${remote}/${buildHash(files)}`;
  for (const [file, content] of files) {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    await storage.put(`${filesKey}/${file}`, content, type);
  }
  return { filesKey, entryUrl: storage.urlOf(`${filesKey}/remoteEntry.js`) };
}
