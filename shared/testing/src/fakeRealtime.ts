import type {
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  PhotosServerToClientEvents,
} from '@dating/contract';
import { provideRealtime, type RealtimeSocket } from '@dating/web';

type ClientEvent = keyof ChatClientToServerEvents;
/** The server's events a test plays (the chat's and the photos'). */
type ServerEvents = ChatServerToClientEvents & PhotosServerToClientEvents;
type ServerEvent = keyof ServerEvents;
type Handler = (...args: never[]) => void;

/** One event the code under test sent through the socket. */
export interface SentEvent {
  event: ClientEvent;
  payload: unknown;
}

/** How the fake server acknowledges an event: the answer handed to the client's ack. */
export type FakeAcknowledger = (payload: unknown) => unknown;

/**
 * An in-memory socket in place of a socket.io connection: the network's edge for realtime code.
 * It records what the client sends, acknowledges as told and lets a test play the server's
 * events. `socket` stands where socket.io-client's `io()` would answer.
 */
export function createFakeSocket(
  acknowledgers: Partial<Record<ClientEvent, FakeAcknowledger>> = {},
) {
  const handlers = new Map<string, Set<Handler>>();
  const sent: SentEvent[] = [];
  const socket = {
    connected: true,
    recovered: false,
    on(event: string, handler: Handler) {
      const set = handlers.get(event) ?? new Set<Handler>();
      set.add(handler);
      handlers.set(event, set);
      return socket;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit(event: ClientEvent, payload: unknown, ack?: (answer: unknown) => void) {
      sent.push({ event, payload });
      const acknowledge = acknowledgers[event];
      if (ack && acknowledge) queueMicrotask(() => ack(acknowledge(payload)));
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? [])
      (handler as (...a: unknown[]) => void)(...args);
  };
  return {
    socket: socket as unknown as RealtimeSocket,
    sent,
    /** What was sent of one event, in order. */
    sentOf: (event: ClientEvent) =>
      sent.filter((entry) => entry.event === event).map((e) => e.payload),
    /** Plays one server event to the client. */
    receive<E extends ServerEvent>(event: E, ...args: Parameters<ServerEvents[E]>) {
      fire(event, ...args);
    },
    /**
     * The connection dropped and came back: the client's catch-up runs again, unless socket.io
     * recovered the connection (`recovered`: the server replays what was missed itself).
     */
    reconnect({ recovered = false } = {}) {
      socket.connected = true;
      socket.recovered = recovered;
      fire('connect');
    },
    /** The server closed the connection itself (socket.io-client does not reconnect then). */
    serverDisconnect() {
      socket.connected = false;
      fire('disconnect', 'io server disconnect');
    },
  };
}

/** A fake socket handed to the page's realtime code as the shell hands in the real one. */
export function fakeRealtime(acknowledgers: Partial<Record<ClientEvent, FakeAcknowledger>> = {}) {
  const fake = createFakeSocket(acknowledgers);
  provideRealtime(fake.socket);
  return fake;
}
