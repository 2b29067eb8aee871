import {
  catchUpPayload,
  joinChatPayload,
  readPayload,
  receiptPayload,
  socketSendPayload,
  typingPayload,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/apiError';
import type { SocketServer } from '../../plugins/socketPlugin';
import type { Realtime } from '../../realtime/realtime';
import { socketEventHandler } from '../../realtime/socketEventHandler';
import { socketPayload } from '../../realtime/socketPayload';
import { languageOf } from '../../http/requestLanguage';
import type { ChatPresence } from './chatPresence';
import type { ChatService } from './chatService';

// Socket payloads are checked like call bodies: nothing from a client is trusted as typed.
const readJoin = socketPayload(joinChatPayload);
const readSend = socketPayload(socketSendPayload);
const readTyping = socketPayload(typingPayload);
const readCatchUp = socketPayload(catchUpPayload);
const readRead = socketPayload(readPayload);
const readReceipt = socketPayload(receiptPayload);

/**
 * The chat's socket events, as thin as its routes: check the payload and the caller, call the
 * service, acknowledge. Messages and typing go to the members' own rooms (member:<id>), so
 * nothing reaches anyone outside the chat.
 */
export function registerChatSockets(
  io: SocketServer,
  realtime: Realtime,
  chat: ChatService,
  presence: ChatPresence,
  log: FastifyBaseLogger,
): void {
  const handle = socketEventHandler(log, 'chat socket event');
  io.on('connection', (socket) => {
    const { memberId } = socket.data;
    presence.connected(socket.id, memberId).catch((error: unknown) => {
      log.error({ err: error }, 'presence on connect');
    });
    socket.on('disconnect', () => {
      presence.disconnected(socket.id, memberId).catch((error: unknown) => {
        log.error({ err: error }, 'presence on disconnect');
      });
    });

    const assertCaller = (senderId: number) => {
      if (senderId !== memberId) throw new ApiError(403, MESSAGES.invalidAccess);
    };

    socket.on('join', (payload: unknown, ack: unknown) => {
      handle(readJoin, payload, ack, ({ join_id, since }) =>
        chat.messages(memberId, join_id, since ?? 0),
      );
    });
    socket.on('message', (payload: unknown, ack: unknown) => {
      handle(
        readSend,
        payload,
        ack,
        async ({ chatid, sender_id, receiver_id, message, language }) => {
          assertCaller(sender_id);
          return {
            result: await chat.send(
              memberId,
              { ...message, chat_id: chatid, receiver_id },
              languageOf(language, socket.handshake.headers.cookie),
            ),
          };
        },
      );
    });
    // No acknowledgement: a refused typing notice is simply not passed on.
    socket.on('typing', (payload: unknown) => {
      handle(
        readTyping,
        payload,
        undefined,
        async ({ chatid, sender_id, receiver_id, message }) => {
          assertCaller(sender_id);
          const receiver = await chat.typingReceiver(memberId, chatid, receiver_id, message);
          const event = message === 'type' ? 'receivetyping' : 'receiveuntyping';
          realtime.toMember(receiver, event, { chatid, sender_id: memberId });
          return {};
        },
      );
    });
    socket.on('catchup', (payload: unknown, ack: unknown) => {
      handle(readCatchUp, payload, ack, async ({ since }) => ({
        chats: await chat.catchUp(memberId, since),
      }));
    });
    socket.on('read', (payload: unknown, ack: unknown) => {
      handle(readRead, payload, ack, async ({ chatid, message_id }) => {
        await chat.markRead(memberId, chatid, message_id);
        return {};
      });
    });
    // Receipts: the client received the other's messages (any page), or showed them on a
    // visible page with the chat open.
    for (const event of ['delivered', 'seen'] as const) {
      socket.on(event, (payload: unknown, ack: unknown) => {
        handle(readReceipt, payload, ack, async ({ chatid, message_id }) => {
          await chat.acknowledge(memberId, chatid, message_id, event === 'seen');
          return {};
        });
      });
    }
  });
}
