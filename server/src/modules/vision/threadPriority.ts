import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The nice value of picture work (the vision models, OCR, libvips): the calls' threads run at the
 * process's own, so a core busy with a picture is handed to a call as soon as one is ready.
 */
export const PICTURE_NICE = 10;

/** What libvips names its worker threads, where sharp's decoding and encoding run. */
const LIBVIPS_THREAD = 'libvips worker';

let warned = false;

/** Without /proc or setPriority (not Linux, a locked-down container) the work goes on as it is. */
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  process.emitWarning(
    `picture work runs at the process's priority: ${String(error)}`,
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

const lowered = new Set<number>();

/** The thread ended between the listing and its reading. */
function ended(error: unknown): boolean {
  const { code, info } = error as NodeJS.ErrnoException & { info?: { code?: string } };
  return code === 'ENOENT' || info?.code === 'ESRCH';
}

/**
 * Lowers libvips's worker threads to PICTURE_NICE. libvips starts them as sharp needs them, from
 * libuv's pool (whose threads serve every call, so stay as they are), at the pool's priority, and
 * ends them once idle a while.
 */
export function lowerLibvipsThreads(): void {
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch (error) {
    warnOnce(error);
    return;
  }
  const present = new Set(tasks.map(Number));
  // A thread's id may be given again to a new thread once it has ended.
  for (const tid of lowered) if (!present.has(tid)) lowered.delete(tid);
  for (const tid of present) {
    if (lowered.has(tid)) continue;
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trimEnd() !== LIBVIPS_THREAD)
        continue;
      lower(tid);
      lowered.add(tid);
    } catch (error) {
      if (!ended(error)) warnOnce(error);
    }
  }
}

/** How soon a libvips thread started during a picture's work is lowered. */
const SWEEP_MS = 10;
let inProgress = 0;
let sweep: NodeJS.Timeout | undefined;

/**
 * Picture work with sharp, its libvips threads lowered before it, every SWEEP_MS while it runs
 * and after it (a listing of this process's threads: about 0.1 ms).
 */
export async function pictureWork<T>(work: () => Promise<T>): Promise<T> {
  lowerLibvipsThreads();
  inProgress += 1;
  sweep ??= setInterval(lowerLibvipsThreads, SWEEP_MS).unref();
  try {
    return await work();
  } finally {
    inProgress -= 1;
    if (inProgress === 0) {
      clearInterval(sweep);
      sweep = undefined;
    }
    lowerLibvipsThreads();
  }
}
