import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_BYTES = 32;

/**
 * A signing secret kept in `file` (under DATA_DIR), made at the first start: every server
 * process (the supervisor's WEB_CONCURRENCY) verifies what any of them signed, across restarts.
 */
export function keptSecret(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // Whoever reads it can sign what the server signs with it: this user only.
      writeFileSync(file, randomBytes(SECRET_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote its secret first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'hex');
}
