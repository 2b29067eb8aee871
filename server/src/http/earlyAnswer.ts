import type { Socket } from 'node:net';

/** How long a connection answered early stays open for the client to read the answer. */
const LINGER_MS = 1000;

/**
 * Ends the connection of an answer given before the request's body has arrived (a refusal from
 * the headers, a body cut off at its limit) without reading the rest of the body: kept alive,
 * Node would read all of it before the next request. Not destroyed at once either: a client still
 * sending would get a reset, which discards the answer before it is read (the 413 saying the size
 * allowed). So our side is ended after the answer, reading stops (the client's sending stalls
 * once the buffers are full), and the connection is destroyed after LINGER_MS, by when the client
 * has the answer.
 */
export function closeAfterEarlyAnswer(socket: Socket): void {
  // Node's HTTP server calls destroySoon once an answer marked `connection: close` is written.
  socket.destroySoon = () => {
    socket.end();
    stopReading(socket);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** Reads no more of the connection's body: the client's sending stalls once the buffers fill. */
export function stopReading(socket: Socket): void {
  // `_paused` is the HTTP server's own mark of a socket it paused: it keeps Node's draining of
  // the unread body from resuming it.
  (socket as Socket & { _paused?: boolean })._paused = true;
  socket.pause();
}

/** One caller's early answers are at least this far apart (20 a second). */
export const EARLY_ANSWER_SPACING_MS = 50;
/** The longest an early answer waits its turn: a caller with more waiting gets no answer. */
export const EARLY_ANSWER_MAX_WAIT_MS = 5000;
/** Callers remembered at most; beyond, those whose turn has passed are forgotten. */
const MAX_PACED_CALLERS = 10_000;

/**
 * Paces the early answers of each caller (its address, its member): refused from its headers, a
 * request costs the server a connection, a parse and an answer, and a client that ignores
 * Retry-After and sends again at once over many connections, as fast as it is answered, would
 * spend the server's time on nothing but its refusals, at the cost of every other member's
 * calls. A caller's first early answer goes at once; the next ones go EARLY_ANSWER_SPACING_MS
 * apart, their bodies unread meanwhile (the client's sending stalls), so a flooding client waits
 * on its own connections instead of opening new ones. No genuine client is refused twice within
 * the spacing.
 */
export class EarlyAnswerPacer {
  /** Per caller key: when its next early answer may go. */
  private readonly nextAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Takes the next turn of a caller known by `keys` (all of them wait for the latest): how long
   * its answer must wait, in ms; null when that would be over EARLY_ANSWER_MAX_WAIT_MS (the turn
   * is not taken).
   */
  turn(keys: readonly string[]): number | null {
    const now = this.now();
    const at = Math.max(now, ...keys.map((key) => this.nextAt.get(key) ?? now));
    if (at - now > EARLY_ANSWER_MAX_WAIT_MS) return null;
    if (this.nextAt.size >= MAX_PACED_CALLERS) this.forgetPast(now);
    for (const key of keys) this.nextAt.set(key, at + EARLY_ANSWER_SPACING_MS);
    return at - now;
  }

  private forgetPast(now: number): void {
    for (const [key, at] of this.nextAt) if (at <= now) this.nextAt.delete(key);
    if (this.nextAt.size >= MAX_PACED_CALLERS) this.nextAt.clear();
  }
}
