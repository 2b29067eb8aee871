type SchedulerYield = () => Promise<void>;

/** The browser's `scheduler.yield`, where it has one: it resumes ahead of other waiting tasks. */
function schedulerYield(): SchedulerYield | undefined {
  const { scheduler } = globalThis as { scheduler?: { yield?: SchedulerYield } };
  return typeof scheduler?.yield === 'function' ? scheduler.yield.bind(scheduler) : undefined;
}

/**
 * Ends the running task and goes on in a new one, so input and painting that wait get their turn
 * in between: one long task of all the start-up's work is what Lighthouse's Total Blocking Time
 * counts. `scheduler.yield` resumes ahead of other tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  return schedulerYield()?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The same only where the browser resumes ahead of other tasks (`scheduler.yield`); elsewhere
 * nothing to wait for: work whose order against other tasks matters (a call and the answers it
 * races) is split only where that order is kept.
 */
export function yieldAheadToMain(): Promise<void> | undefined {
  return schedulerYield()?.();
}
