import { readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The nice value of the vision thread (the models, OCR): the calls' threads run at the process's
 * own, so a core busy with a model is handed to a call as soon as one is ready. libvips's worker
 * threads (sharp) stay at the process's: they are shared by every picture, and a thread once
 * lowered cannot be raised again without a privilege, so the decoding an upload's answer waits
 * for would wait behind every call (p99 400 ms at half the peak, against 50 unlowered).
 */
export const PICTURE_NICE = 10;

let warned = false;

/** Without /proc or setPriority (not Linux, a locked-down container) the work goes on as it is. */
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  process.emitWarning(
    `the vision thread runs at the process's priority: ${String(error)}`,
    'PictureThreadPriority',
  );
}

/** Lowers one thread (never raises it: that needs a privilege). */
function lower(tid: number): void {
  os.setPriority(tid, Math.max(os.getPriority(tid), PICTURE_NICE));
}

/**
 * Lowers the calling thread to PICTURE_NICE and names it (`ps -L` shows the name); on Linux a
 * thread's nice value and name are its own, and the threads it starts later inherit both.
 */
export function lowerThisThread(name: string): void {
  try {
    // '<pid>/task/<tid>'
    const tid = Number(path.basename(readlinkSync('/proc/thread-self')));
    lower(tid);
    writeFileSync('/proc/thread-self/comm', name);
  } catch (error) {
    warnOnce(error);
  }
}
