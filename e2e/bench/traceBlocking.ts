/** The fields of a trace event (Chrome's trace format) read here. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/** A task blocks input for its time past 50 ms (Total Blocking Time's definition). */
const LONG_TASK_MS = 50;

/**
 * The page's main-thread blocking after its first contentful paint, read from the run's trace
 * rather than simulated: each task's time past 50 ms divided by `cpuSlowdown` (Lighthouse's
 * simulation slows every task by its multiplier, 4 on mobile; 1 where the run was throttled for
 * real). It is what the simulated TBT adds up, without the simulation's reordering of tasks
 * around its own first paint, which moves TBT by hundreds of milliseconds between runs of one
 * build: two builds compare by this. Undefined when the trace holds no first paint.
 */
export function blockingAfterFirstPaintMs(
  traceEvents: readonly TraceEvent[],
  cpuSlowdown: number,
): number | undefined {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const thresholdUs = (LONG_TASK_MS / cpuSlowdown) * 1000;
  let blockingUs = 0;
  for (const event of traceEvents) {
    const duration = event.dur ?? 0;
    if (event.name !== 'RunTask' || event.ph !== 'X' || duration <= thresholdUs) continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts < paint.ts) continue;
    blockingUs += duration - thresholdUs;
  }
  return blockingUs / 1000;
}
