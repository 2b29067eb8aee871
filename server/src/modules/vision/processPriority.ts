import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/**
 * The nice value of the vision process (the models, OCR). Linux shares the cores evenly between
 * scheduling groups (autogroups: one per session) before it looks at a thread's nice value: a
 * thread lowered inside the server's group still took the group's whole share from PostgreSQL's
 * while a photo was screened. The process runs in a session of its own (started detached), whose
 * group it lowers too, so a picture's seconds of work take only the cores the calls and the
 * database leave. Its threads are lowered as well, for machines without autogroups (a task in a
 * cgroup of its own, or `sched_autogroup_enabled` 0), where their nice value decides.
 */
export const PICTURE_NICE = 10;

/** Without /proc or setPriority (not Linux, a locked-down container) the work goes on as it is. */
function warn(error: unknown): void {
  process.emitWarning(
    `the vision process runs at its parent's priority: ${String(error)}`,
    'PictureProcessPriority',
  );
}

/** Lowers one thread (never raises it: that needs a privilege). */
function lower(tid: number): void {
  os.setPriority(tid, Math.max(os.getPriority(tid), PICTURE_NICE));
}

/**
 * Lowers the calling process's scheduling group and every thread it has to PICTURE_NICE, and names
 * its main thread (`ps -L` shows the name); threads it starts later (tesseract's, libvips's)
 * inherit the main thread's nice value and name.
 */
export function lowerThisProcess(name: string): void {
  try {
    writeFileSync('/proc/self/comm', name);
    for (const tid of readdirSync('/proc/self/task')) lower(Number(tid));
    // Only the autogroup's nice value: its format is the nice value alone.
    writeFileSync('/proc/self/autogroup', String(PICTURE_NICE));
  } catch (error) {
    warn(error);
  }
}
