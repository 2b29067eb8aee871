import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock file beside a PGlite data dir. PGlite is a single-process database: a second
 * process opening the same files (the admin CLI while the server runs) would corrupt them.
 * Answers the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirBusyError(
          `The database in ${dataDir} is open in process ${owner} (the server?). ` +
            'Stop it first, or use DATABASE_URL to share a PostgreSQL between processes.',
        );
      }
      if (owner === process.pid) {
        throw new DataDirBusyError(`The database in ${dataDir} is already open in this process`);
      }
      // The owner died without cleaning up: take the lock over.
      rmSync(lockFile, { force: true });
    }
  }
}
