import { readFileSync } from 'node:fs';

/**
 * The machine's clock moved ahead by the milliseconds written in `file` (none while it is
 * missing), read at every call so that a test writing the file moves the running server's time.
 * Only a server started with CLOCK_OFFSET_FILE uses it (config.ts refuses it in a deployment).
 */
export function offsetClock(file: string): () => Date {
  return () => new Date(Date.now() + offsetIn(file));
}

function offsetIn(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const offset = Number(text.trim());
  if (!Number.isSafeInteger(offset)) {
    throw new Error(`${file} must hold a whole number of milliseconds, not "${text.trim()}"`);
  }
  return offset;
}
