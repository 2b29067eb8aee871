import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../http/apiError';

export interface FairWorkPoolOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting, all callers together: one more is refused. */
  maxWaiting: number;
  /** Tasks one caller may have waiting: one more is refused. */
  maxWaitingPerCaller: number;
  /** The refusal's Retry-After, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Bounds heavy work (decoding and re-encoding pictures, the vision models): a few tasks run at
 * once, the others wait in a queue per caller, and callers are served in turn (round-robin), so
 * one caller's flood never waits ahead of another caller's single task. A full queue, in all or
 * the caller's own, refuses at once with 503 and Retry-After instead of letting waits grow.
 */
export class FairWorkPool {
  private running = 0;
  private waiting = 0;
  /** Each caller's waiting starts, the callers in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<string, (() => void)[]>();

  constructor(private readonly options: FairWorkPoolOptions) {}

  /** Runs the task for the caller (a member, or an address) when its turn comes. */
  run<T>(caller: string, task: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency && this.waiting === 0) return this.start(task);
    const queue = this.queues.get(caller) ?? [];
    if (
      this.waiting >= this.options.maxWaiting ||
      queue.length >= this.options.maxWaitingPerCaller
    ) {
      return Promise.reject(new ApiError(503, MESSAGES.serverBusy, this.options.retryAfterSeconds));
    }
    return new Promise<T>((resolve, reject) => {
      queue.push(() => void this.start(task).then(resolve, reject));
      this.queues.set(caller, queue);
      this.waiting += 1;
    });
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.startNext();
    }
  }

  /** The first caller in turn starts its oldest task and, with more waiting, goes to the back. */
  private startNext(): void {
    const turn = this.queues.entries().next();
    if (turn.done) return;
    const [caller, queue] = turn.value;
    const start = queue.shift();
    this.queues.delete(caller);
    if (queue.length > 0) this.queues.set(caller, queue);
    this.waiting -= 1;
    start?.();
  }
}
