/**
 * The socket.io event maps (architecture brief 3: join, message, typing -> broad, receivetyping,
 * receiveuntyping). Placeholders until the chat module fills them in; the payload types belong
 * in @dating/shared so the browser and the server type one contract.
 */
export type ClientToServerEvents = Record<never, never>;

export type ServerToClientEvents = Record<never, never>;

/** Events between server processes (through the Redis adapter). */
export type InterServerEvents = Record<never, never>;

/** What the handshake establishes about a socket (the accounts module's auth). */
export interface SocketData {
  memberId: number;
  sessionId: string;
}
