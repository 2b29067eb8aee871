/** The fields of a trace event (Chrome's trace format) read here. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

/** A task blocks input for its time past 50 ms (Total Blocking Time's definition). */
const LONG_TASK_MS = 50;

/** The work of the browser's rendering steps: a task mostly made of them is one of layout. */
const RENDERING_STEPS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/** A script's file without its content hash: lib-react.4dec953f.js is lib-react. */
function scriptName(url: string | undefined): string {
  const file = url?.split('/').pop()?.split('?')[0] ?? '';
  return file.replace(/\.[0-9a-f]{8,}\.js$/, '').replace(/\.js$/, '') || 'an inline script';
}

/**
 * What a long task was, by what took most of it: a script's first evaluation ('script
 * lib-react'), React's scheduler ('React', its tasks run from lib-react), another script's
 * callback, an idle callback or timer, promise continuations alone, layout and painting, or
 * garbage collection.
 */
function kindOf(task: TraceEvent, inside: readonly TraceEvent[]): string {
  const duration = task.dur ?? 0;
  const rendering = inside
    .filter((event) => RENDERING_STEPS.has(event.name))
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = inside
    .filter((event) => (event.dur ?? 0) > 0.3 * duration)
    .find((event) =>
      [
        'EvaluateScript',
        'FunctionCall',
        'FireIdleCallback',
        'TimerFire',
        'EventDispatch',
        'RunMicrotasks',
        'MinorGC',
        'MajorGC',
      ].includes(event.name),
    );
  if (rendering > 0.5 * duration) return 'layout and paint';
  if (!main) return rendering > 0.3 * duration ? 'layout and paint' : 'other';
  switch (main.name) {
    case 'EvaluateScript':
      return `script ${scriptName(main.args?.data?.url)}`;
    case 'FunctionCall': {
      const script = scriptName(main.args?.data?.url);
      return script === 'lib-react' ? 'React' : `callback of ${script}`;
    }
    case 'FireIdleCallback':
      return 'idle callback';
    case 'TimerFire':
      return 'timer';
    case 'EventDispatch':
      return 'event';
    case 'RunMicrotasks':
      return 'promise continuations';
    default: // MinorGC, MajorGC
      return 'garbage collection';
  }
}

/**
 * The page's main-thread blocking after its first contentful paint, read from the run's trace
 * rather than simulated, by kind of task (`kindOf`): each task's time past 50 ms divided by
 * `cpuSlowdown` (Lighthouse's simulation slows every task by its multiplier, 4 on mobile; 1 where
 * the run was throttled for real). It is what the simulated TBT adds up, without the simulation's
 * reordering of tasks around its own first paint, which moves TBT by hundreds of milliseconds
 * between runs of one build: two builds compare by this. Undefined when the trace holds no first
 * paint.
 */
export function blockingByKind(
  traceEvents: readonly TraceEvent[],
  cpuSlowdown: number,
): Map<string, number> | undefined {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const thresholdUs = (LONG_TASK_MS / cpuSlowdown) * 1000;
  const mainThread = traceEvents.filter(
    (event) => event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid,
  );
  const blocking = new Map<string, number>();
  for (const task of mainThread) {
    const duration = task.dur ?? 0;
    if (task.name !== 'RunTask' || duration <= thresholdUs || task.ts < paint.ts) continue;
    const end = task.ts + duration;
    const inside = mainThread.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    const kind = kindOf(task, inside);
    blocking.set(kind, (blocking.get(kind) ?? 0) + (duration - thresholdUs) / 1000);
  }
  return blocking;
}
