import type {
  CallsClientToServerEvents,
  CallsServerToClientEvents,
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  ChatMessage,
} from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { matchTestMembers } from './testMatch';
import type { TestMember } from './testMembers';

export type ChatSocket = Socket<
  ChatServerToClientEvents & CallsServerToClientEvents,
  ChatClientToServerEvents & CallsClientToServerEvents
>;

/** Every event a test socket received, in order, to assert on what did and did not arrive. */
export interface RecordedEvent {
  event: string;
  payload: unknown;
}

export interface RecordingSocket {
  socket: ChatSocket;
  events: RecordedEvent[];
  /** Resolves with the next payload of `event` (or one already received and not yet taken). */
  next<T = unknown>(event: string, timeoutMs?: number): Promise<T>;
}

/** A real socket.io client signed in with the member's token, recording every event. */
export function openChatSocket(url: string, token: string): Promise<RecordingSocket> {
  const socket: ChatSocket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  const events: RecordedEvent[] = [];
  const taken = new Set<RecordedEvent>();
  const waiters: { event: string; resolve: (payload: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    const record = { event, payload };
    events.push(record);
    const waiter = waiters.findIndex((candidate) => candidate.event === event);
    if (waiter >= 0) {
      taken.add(record);
      waiters.splice(waiter, 1)[0]?.resolve(payload);
    }
  });
  const next = <T>(event: string, timeoutMs = 5000) =>
    new Promise<T>((resolve, reject) => {
      const ready = events.find((record) => record.event === event && !taken.has(record));
      if (ready) {
        taken.add(ready);
        resolve(ready.payload as T);
        return;
      }
      const timer = setTimeout(
        () => reject(new Error(`No ${event} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiters.push({
        event,
        resolve: (payload) => {
          clearTimeout(timer);
          resolve(payload as T);
        },
      });
    });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, events, next }));
    socket.once('connect_error', reject);
  });
}

/** The test sockets a suite opens, disconnected together when it closes (its beforeClose). */
export function testSockets() {
  const sockets: RecordingSocket[] = [];
  return {
    /** A member's socket on the server at `url`, kept to be closed with the others. */
    async open(url: string, member: { token: string }): Promise<RecordingSocket> {
      const client = await openChatSocket(url, member.token);
      sockets.push(client);
      return client;
    },
    closeAll(): void {
      for (const client of sockets) client.socket.disconnect();
    },
  };
}

/** Two members matched, and the chat between them through webcreatchat. */
export async function openChat(
  app: FastifyInstance,
  member: TestMember,
  other: TestMember,
): Promise<number> {
  await matchTestMembers(app, member.id, other.id);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/webcreatchat',
    headers: member.headers,
    payload: { sender_id: String(member.id), receiver_id: String(other.id) },
  });
  if (reply.statusCode !== 200) throw new Error(`webcreatchat: ${reply.body}`);
  return reply.json<{ chatid: number }>().chatid;
}

/** Sends through the socket and answers the acknowledgement. */
export function sendOverSocket(
  client: RecordingSocket,
  chatId: number,
  senderId: number,
  receiverId: number,
  message: { client_id: string; message?: string; upload_image?: string; reply_to?: number },
): Promise<{ status: 'true'; result: ChatMessage } | { status: 'false'; message: string }> {
  return new Promise((resolve) => {
    client.socket.emit(
      'message',
      { chatid: chatId, sender_id: senderId, receiver_id: receiverId, message },
      (answer) => resolve(answer),
    );
  });
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
