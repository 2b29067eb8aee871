/**
 * Ends the running task and goes on in a new one, so input and painting that wait get their turn
 * in between: one long task of all the start-up's work is what Lighthouse's Total Blocking Time
 * counts. `scheduler.yield` resumes ahead of other tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
