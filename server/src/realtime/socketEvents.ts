import type { ChatClientToServerEvents, ChatServerToClientEvents } from '@dating/shared/api';

/** The socket.io event maps: the chat contract of @dating/shared (join, message, typing, ...). */
export type ClientToServerEvents = ChatClientToServerEvents;

export type ServerToClientEvents = ChatServerToClientEvents;

/** Events between server processes (through the Redis adapter). */
export type InterServerEvents = Record<never, never>;

/** What the handshake establishes about a socket (the accounts module's auth). */
export interface SocketData {
  memberId: number;
  sessionId: string;
}
