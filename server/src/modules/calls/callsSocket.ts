import { callIdPayload, callSignalPayload, callStartPayload } from '@dating/contract/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { SocketServer } from '../../plugins/socketPlugin';
import { socketEventHandler } from '../../realtime/socketEventHandler';
import { socketPayload } from '../../realtime/socketPayload';
import type { CallsService } from './callsService';

const readStart = socketPayload(callStartPayload);
const readCallId = socketPayload(callIdPayload);
const readSignal = socketPayload(callSignalPayload);

/**
 * The calls' socket events: the caller is the socket's member (the handshake's token), never a
 * field; the tab that starts or accepts a call holds it, and its closing ends it.
 */
export function registerCallsSockets(
  io: SocketServer,
  calls: CallsService,
  log: FastifyBaseLogger,
): void {
  const handle = socketEventHandler(log, 'calls socket event');
  io.on('connection', (socket) => {
    const { memberId } = socket.data;
    // Only a tab that started or took a call can hold one: the others close without a query.
    let heldACall = false;
    socket.on('disconnect', () => {
      if (!heldACall) return;
      calls.socketClosed(socket.id).catch((error: unknown) => {
        log.error({ err: error }, 'calls: a closed tab ending its call');
      });
    });

    socket.on('callstart', (payload: unknown, ack: unknown) => {
      handle(readStart, payload, ack, ({ chat_id, kind }) => {
        heldACall = true;
        return calls.start(memberId, socket.id, chat_id, kind);
      });
    });
    socket.on('callaccept', (payload: unknown, ack: unknown) => {
      handle(readCallId, payload, ack, ({ call_id }) => {
        heldACall = true;
        return calls.accept(memberId, socket.id, call_id);
      });
    });
    socket.on('calldecline', (payload: unknown, ack: unknown) => {
      handle(readCallId, payload, ack, async ({ call_id }) => {
        await calls.decline(memberId, call_id);
        return {};
      });
    });
    socket.on('callhangup', (payload: unknown, ack: unknown) => {
      handle(readCallId, payload, ack, async ({ call_id }) => {
        await calls.hangUp(memberId, call_id);
        return {};
      });
    });
    socket.on('callsignal', (payload: unknown, ack: unknown) => {
      handle(readSignal, payload, ack, async (signal) => {
        await calls.signal(memberId, signal);
        return {};
      });
    });
  });
}
