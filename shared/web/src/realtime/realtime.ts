import type { Socket } from 'socket.io-client';
import type {
  CallsClientToServerEvents,
  CallsServerToClientEvents,
  ChatClientToServerEvents,
  ChatServerToClientEvents,
} from '@dating/contract';
import type { DataExportServerToClientEvents } from '@dating/contract';
import type { ModerationServerToClientEvents } from '@dating/contract';
import type { PhotosServerToClientEvents } from '@dating/contract';

/** The page's one socket.io connection, typed by the chat, calls, data export, moderation and photos contracts. */
export type RealtimeSocket = Socket<
  ChatServerToClientEvents &
    CallsServerToClientEvents &
    DataExportServerToClientEvents &
    ModerationServerToClientEvents &
    PhotosServerToClientEvents,
  ChatClientToServerEvents & CallsClientToServerEvents
>;

/** What a watcher does with an open socket; the cleanup it returns runs when that socket closes. */
export type RealtimeSetup = (socket: RealtimeSocket) => (() => void) | void;

let current: RealtimeSocket | null = null;
// Each open or close bumps it, so a slow import finishing after a close opens nothing.
let generation = 0;
const watchers = new Map<RealtimeSetup, (() => void) | undefined>();

function publish(socket: RealtimeSocket | null): void {
  for (const [setup, cleanup] of watchers) {
    cleanup?.();
    watchers.set(setup, socket ? (setup(socket) ?? undefined) : undefined);
  }
  current = socket;
}

/**
 * Opens the page's one socket with the session token in the handshake (the shell does it after
 * sign-in), for the member the token is of. socket.io-client is a federation singleton loaded here on demand, so it is not part
 * of any page's initial JavaScript. WebSocket only: several server processes need no sticky
 * sessions then.
 */
export async function openRealtime(token: string, memberId: number): Promise<void> {
  closeRealtime();
  const opening = generation;
  const { io } = await import(/* webpackChunkName: "socket-io" */ 'socket.io-client');
  if (opening !== generation) return;
  const socket: RealtimeSocket = io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
  });
  // Delivered receipts: whatever page is open, the member's client has each message it hears of
  // from the other member. Its own (a send echoed to its tabs) would move no mark, and were half
  // of a chat server's acknowledgements.
  socket.on('broad', (message) => {
    if (message.sender_id === memberId) return;
    socket.emit('delivered', { chatid: message.chat_id, message_id: message.id });
  });
  publish(socket);
}

/** Ends the connection (sign-out, another member signing in). */
export function closeRealtime(): void {
  generation += 1;
  const socket = current;
  if (!socket) return;
  publish(null);
  socket.disconnect();
}

/** The open socket, if any: for sending (typing, joining) from an event handler. */
export function currentRealtime(): RealtimeSocket | null {
  return current;
}

/** Hands in a socket made elsewhere: component tests' in-memory socket. */
export function provideRealtime(socket: RealtimeSocket): void {
  closeRealtime();
  publish(socket);
}

/**
 * Runs `setup` with the socket now if one is open and each time one opens, and its cleanup when
 * that socket closes; the returned function stops watching (and cleans up).
 */
export function watchRealtime(setup: RealtimeSetup): () => void {
  watchers.set(setup, current ? (setup(current) ?? undefined) : undefined);
  return () => {
    watchers.get(setup)?.();
    watchers.delete(setup);
  };
}

/**
 * Runs `onConnected` each time the socket connects: at once when it already is, and again after
 * every reconnection, when whatever was missed meanwhile must be caught up.
 */
export function onEveryConnection(socket: RealtimeSocket, onConnected: () => void): () => void {
  socket.on('connect', onConnected);
  if (socket.connected) onConnected();
  return () => {
    socket.off('connect', onConnected);
  };
}

/**
 * Runs `catchUp` whenever the page may have missed events: at once when the socket is
 * connected, after each reconnection socket.io did not recover (a recovered one had its missed
 * packets replayed), and when the server says its relay between processes was interrupted.
 */
export function onCatchUp(socket: RealtimeSocket, catchUp: () => void): () => void {
  const onConnect = () => {
    if (!socket.recovered) catchUp();
  };
  socket.on('connect', onConnect);
  socket.on('resync', catchUp);
  if (socket.connected) catchUp();
  return () => {
    socket.off('connect', onConnect);
    socket.off('resync', catchUp);
  };
}
