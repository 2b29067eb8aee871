import { MESSAGES } from '@dating/shared/rules';
import { ApiError } from '../../http/apiError';

/**
 * Lets a few password hashes run at once and a few more wait; beyond that a caller is refused
 * (429) at once. argon2 runs on libuv's small thread pool, shared with file and DNS work: a
 * flood of sign-ins must not take every thread and every core from the other calls.
 */
export class HashingGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else if (this.waiting.length < this.queueLimit) {
      // The slot is handed over by release(): running stays counted for us.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new ApiError(429, MESSAGES.serverBusy);
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
