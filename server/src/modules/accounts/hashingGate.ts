import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { PasswordHasher } from './passwordHasher';

/** Who asks for a hash, which decides their place in the line. */
export interface HashingTicket {
  /** A browser known to the account (its device cookie), or a signed-in member: served first. */
  trusted: boolean;
  /** Recent failed sign-ins of the asker's address and account: the fewer, the sooner. */
  suspicion: number;
}

export interface HashingGateOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** Requests one key (an address, an account) may have in progress; beyond, refused at once. */
  perKey: number;
  /** Requests waiting; when full, the least urgent one is refused to make room. */
  queueLimit: number;
  /** The longest a request waits before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  ticket: HashingTicket;
  arrival: number;
  admit: () => void;
  refuse: (error: ApiError) => void;
  timer: NodeJS.Timeout;
}

/** What a hash takes before any is measured: argon2id at OWASP's parameters here. */
const FIRST_HASH_MS = 15;

/**
 * Shares argon2's few threads fairly. argon2 runs on libuv's small thread pool, shared with file
 * and DNS work, and a flood of guesses must neither take it all nor starve other members: each
 * address, account and device has at most a few requests in progress (`enter`, checked before
 * any other work: its excess is refused at once, 503), and the waiting line is ordered, not
 * first come first served: known browsers and signed-in members first, then those whose address
 * and account have failed least recently. A request waits at most `maxWaitMs`, and a full line
 * refuses its least urgent request.
 */
export class HashingGate {
  private running = 0;
  private arrivals = 0;
  private readonly waiting: Waiter[] = [];
  /** Requests in progress per key. */
  private readonly held = new Map<string, number>();
  /** A moving average of how long a hash takes. */
  private hashMs = FIRST_HASH_MS;

  constructor(private readonly options: HashingGateOptions) {}

  /**
   * Takes one of the key's places for a request in progress, or refuses it (503) when the key
   * has them all; answers what gives the place back.
   */
  enter(key: string): () => void {
    const held = this.held.get(key) ?? 0;
    if (held >= this.options.perKey) throw this.busy();
    this.held.set(key, held + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const count = (this.held.get(key) ?? 0) - 1;
      if (count <= 0) this.held.delete(key);
      else this.held.set(key, count);
    };
  }

  /** Runs a hash when its turn comes, or refuses it (503) when it would wait too long. */
  async run<T>(task: () => Promise<T>, ticket: HashingTicket): Promise<T> {
    if (this.running < this.options.concurrency) this.running += 1;
    // The slot is handed over by release(): running stays counted for us.
    else await this.wait(ticket);
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.hashMs += (performance.now() - started - this.hashMs) / 8;
      this.release();
    }
  }

  /** `run` as one request in progress of the key. */
  async runAs<T>(key: string, task: () => Promise<T>, ticket: HashingTicket): Promise<T> {
    const leave = this.enter(key);
    try {
      return await this.run(task, ticket);
    } finally {
      leave();
    }
  }

  private wait(ticket: HashingTicket): Promise<void> {
    return new Promise<void>((admit, refuse) => {
      const waiter: Waiter = {
        ticket,
        arrival: (this.arrivals += 1),
        admit,
        refuse,
        timer: setTimeout(() => this.drop(waiter), this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
      this.waiting.sort(byUrgency);
      if (this.waiting.length > this.options.queueLimit) {
        const leastUrgent = this.waiting[this.waiting.length - 1];
        if (leastUrgent) this.drop(leastUrgent);
      }
    });
  }

  /** A refusal asking to come back once the work now in line is done (a second at least). */
  private busy(): ApiError {
    const lineMs = ((this.running + this.waiting.length) * this.hashMs) / this.options.concurrency;
    return new ApiError(503, MESSAGES.serverBusy, Math.max(1, Math.ceil(lineMs / 1000)));
  }

  private drop(waiter: Waiter): void {
    const index = this.waiting.indexOf(waiter);
    if (index === -1) return;
    this.waiting.splice(index, 1);
    clearTimeout(waiter.timer);
    waiter.refuse(this.busy());
  }

  private release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  }
}

function byUrgency(a: Waiter, b: Waiter): number {
  if (a.ticket.trusted !== b.ticket.trusted) return a.ticket.trusted ? -1 : 1;
  return a.ticket.suspicion - b.ticket.suspicion || a.arrival - b.arrival;
}

/**
 * One core is left to the event loop, so other calls keep answering during a flood; about 12 ms
 * a hash, the line holds about a second of work and nobody waits more than two.
 */
export function defaultHashingGate(): HashingGate {
  const concurrency = Math.max(1, availableParallelism() - 1);
  return new HashingGate({
    concurrency,
    perKey: 2,
    queueLimit: 64 * concurrency,
    maxWaitMs: 2000,
  });
}

/** A hasher whose every hash waits at the gate as a request of the key, with the same ticket. */
export function behindGate(
  hasher: PasswordHasher,
  gate: HashingGate,
  key: string,
  ticket: HashingTicket,
): PasswordHasher {
  return {
    hash: (password) => gate.runAs(key, () => hasher.hash(password), ticket),
    verify: (passwordHash, password) =>
      gate.runAs(key, () => hasher.verify(passwordHash, password), ticket),
  };
}
