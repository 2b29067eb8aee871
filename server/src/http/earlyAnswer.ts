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
    // `_paused` is the HTTP server's own mark of a socket it paused: it keeps Node's draining
    // of the unread body from resuming it.
    (socket as Socket & { _paused?: boolean })._paused = true;
    socket.pause();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
