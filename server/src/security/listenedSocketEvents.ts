import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { memberRoom } from '../modules/accounts/sessions';
import { createTestMember } from '../../test/support/testMembers';

/** Events socket.io itself uses on a server-side socket; every other listener is a call. */
const RESERVED_EVENTS = new Set(['disconnect', 'disconnecting', 'error', 'newListener']);

/** A socket signed in with this token, once connected. */
export function connectAs(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * The events a signed-in socket listens to, read from the server side of one new socket, so
 * the quality gates cover whatever events the modules register.
 */
export async function listenedSocketEvents(app: FastifyInstance, url: string): Promise<string[]> {
  const member = await createTestMember(app);
  const socket = await connectAs(url, member.token);
  try {
    const [serverSide] = await app.io.in(memberRoom(member.id)).fetchSockets();
    const local = serverSide && app.io.of('/').sockets.get(serverSide.id);
    assert.ok(local, 'the socket is on this server');
    return local
      .eventNames()
      .map(String)
      .filter((name) => !RESERVED_EVENTS.has(name))
      .sort();
  } finally {
    socket.close();
  }
}
