import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './chatLoad';

/** One request of the load: which call (for its figures), where, with what and as whom. */
export interface LoadRequest {
  call: string;
  path: string;
  body: string;
  token: string;
  /** Given the answer's text when it succeeded: what the caller saw decides later calls. */
  answered?: (body: string) => void;
}

/** Another request, each time drawn from the day's mix. */
export type NextRequest = () => LoadRequest;

/** A call's figures in one window. */
export interface CallFigures {
  calls: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, by status ('error' when the connection failed). */
  failed: Record<string, number>;
  /** The first failed answer's text, to tell why. */
  firstFailure?: string;
}

/** What a window of load measured: each call's figures and the rate the server kept up. */
export interface LoadWindow {
  perSecond: number;
  calls: Record<string, CallFigures>;
}

/** A failed call: its status ('error' when the connection failed) and the answer's text. */
interface Failure {
  status: string;
  text: string;
}
type Sent = { ms: number; failure: Failure | null };

/** Timings and failures by call, as a window collects them. */
class Tally {
  private readonly times = new Map<string, number[]>();
  private readonly failures = new Map<string, Record<string, number>>();
  private readonly firstFailures = new Map<string, string>();
  completed = 0;

  /** `ofTheLoad` false: a measure beside the load, out of its rate. */
  record(call: string, ms: number, failure: Failure | null, ofTheLoad = true): void {
    if (ofTheLoad) this.completed += 1;
    const times = this.times.get(call) ?? [];
    times.push(ms);
    this.times.set(call, times);
    const failed = this.failures.get(call) ?? {};
    if (failure !== null) {
      failed[failure.status] = (failed[failure.status] ?? 0) + 1;
      if (!this.firstFailures.has(call)) this.firstFailures.set(call, failure.text.slice(0, 300));
    }
    this.failures.set(call, failed);
  }

  window(seconds: number): LoadWindow {
    const calls: Record<string, CallFigures> = {};
    for (const [call, times] of [...this.times].sort(([a], [b]) => a.localeCompare(b))) {
      times.sort((a, b) => a - b);
      calls[call] = {
        calls: times.length,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        failed: this.failures.get(call) ?? {},
        firstFailure: this.firstFailures.get(call),
      };
    }
    return { perSecond: this.completed / seconds, calls };
  }
}

/**
 * The load's HTTP client: keep-alive connections to the server, as a front proxy keeps them.
 * Each call is timed from the moment it is due, so a wait for a free connection counts.
 */
export class LoadClient {
  /**
   * Free sockets taken in turn (the default takes the last one freed): under a light load one
   * socket, hence one server process, would carry almost every call while the other idled.
   */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256, scheduling: 'fifo' });
  /** Told of every answer's time, while set (a probe of the measured window). */
  onAnswer: ((call: string, ms: number) => void) | null = null;

  constructor(private readonly url: string) {}

  send(request: LoadRequest): Promise<Sent> {
    const started = performance.now();
    const body = Buffer.from(request.body);
    return new Promise((resolve) => {
      const outgoing = httpRequest(`${this.url}${request.path}`, {
        method: 'POST',
        agent: this.agent,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          authorization: `Bearer ${request.token}`,
        },
      });
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          this.onAnswer?.(request.call, ms);
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString();
          const ok = status >= 200 && status < 300;
          if (ok) request.answered?.(text);
          resolve({ ms, failure: ok ? null : { status: String(status), text } });
        });
      });
      outgoing.on('error', (error) =>
        resolve({
          ms: performance.now() - started,
          failure: { status: 'error', text: error.message },
        }),
      );
      outgoing.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** `connections` callers, each sending its next request as soon as the last is answered. */
export async function closedLoop(
  client: LoadClient,
  next: NextRequest,
  connections: number,
  seconds: number,
): Promise<LoadWindow> {
  const tally = new Tally();
  const until = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const request = next();
      const { ms, failure } = await client.send(request);
      tally.record(request.call, ms, failure);
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  return tally.window(seconds);
}

/**
 * Requests at a steady `perSecond` whatever the answers' pace (arrivals, as members' clicks are),
 * for `seconds`; `beside` runs in the same window (another measure under the same load) and its
 * timings join the figures under its own name. Only calls sent after `warmUpSeconds` count.
 */
export async function openLoop(
  client: LoadClient,
  next: NextRequest,
  {
    perSecond,
    seconds,
    warmUpSeconds,
    beside,
  }: {
    perSecond: number;
    seconds: number;
    warmUpSeconds: number;
    beside?: { name: string; perSecond: number; run: () => Promise<void> };
  },
): Promise<LoadWindow> {
  const tally = new Tally();
  const start = performance.now();
  const measureFrom = start + warmUpSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  const issue = (name: string, send: () => Promise<Sent>, ofTheLoad = true) => {
    const counted = performance.now() >= measureFrom;
    const sent = send().then(({ ms, failure }) => {
      if (counted) tally.record(name, ms, failure, ofTheLoad);
      inFlight.delete(sent);
    });
    inFlight.add(sent);
  };
  const timed = async (run: () => Promise<void>): Promise<Sent> => {
    const started = performance.now();
    try {
      await run();
      return { ms: performance.now() - started, failure: null };
    } catch (error) {
      return { ms: performance.now() - started, failure: { status: 'error', text: String(error) } };
    }
  };
  let issued = 0;
  let besideIssued = 0;
  for (let now = performance.now(); now < end; now = performance.now()) {
    const elapsed = (now - start) / 1000;
    for (; issued < Math.floor(elapsed * perSecond); issued += 1) {
      const request = next();
      issue(request.call, () => client.send(request));
    }
    if (beside) {
      for (; besideIssued < Math.floor(elapsed * beside.perSecond); besideIssued += 1) {
        issue(beside.name, () => timed(beside.run), false);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  return tally.window(seconds);
}
