import { memberRoom } from '../modules/accounts/sessions';
import type { SocketServer } from '../plugins/socketPlugin';
import type { ServerToClientEvents } from './socketEvents';

/** An event the server sends, and what it carries (the contract's socket event maps). */
export type ServerEvent = keyof ServerToClientEvents;
export type EventArgs<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>;

/** One open socket of this process. */
export interface LiveConnection {
  socketId: string;
  memberId: number;
}

/**
 * The one way the server sends realtime events: typed by the contract's event map, addressed to
 * members (each member's tabs share the room `member:<id>`, on every process through the
 * adapter). A chat's events go to its two members; nothing is sent to a room a client names.
 */
export interface Realtime {
  /** Every open tab of the member, on any process. */
  toMember<E extends ServerEvent>(memberId: number, event: E, ...args: EventArgs<E>): void;
  /** Every open tab of each of these members (a chat's two members, a member's partners). */
  toMembers<E extends ServerEvent>(
    memberIds: readonly number[],
    event: E,
    ...args: EventArgs<E>
  ): void;
  /**
   * This process's own sockets only: for what each process does itself after hearing of it (a
   * session ended elsewhere, the Redis relay back).
   */
  readonly here: {
    toMember<E extends ServerEvent>(memberId: number, event: E, ...args: EventArgs<E>): void;
    toEveryone<E extends ServerEvent>(event: E, ...args: EventArgs<E>): void;
    /** The sockets open on this process. */
    connections(): LiveConnection[];
  };
}

/** The realtime channel over socket.io's server. */
export function socketRealtime(io: SocketServer): Realtime {
  type Operator = ReturnType<SocketServer['to']>;
  // socket.io's emit is typed event by event; EventArgs<E> is the list it takes for E.
  type Emit = (event: ServerEvent, ...args: unknown[]) => boolean;
  const emitOf = (target: Operator) => (target.emit as Emit).bind(target);
  return {
    toMember: (memberId, event, ...args) => emitOf(io.to(memberRoom(memberId)))(event, ...args),
    toMembers: (memberIds, event, ...args) => {
      if (memberIds.length === 0) return;
      emitOf(io.to(memberIds.map(memberRoom)))(event, ...args);
    },
    here: {
      toMember: (memberId, event, ...args) =>
        emitOf(io.local.to(memberRoom(memberId)))(event, ...args),
      toEveryone: (event, ...args) => emitOf(io.local)(event, ...args),
      connections: () =>
        [...io.of('/').sockets.values()].map((socket) => ({
          socketId: socket.id,
          memberId: socket.data.memberId,
        })),
    },
  };
}
