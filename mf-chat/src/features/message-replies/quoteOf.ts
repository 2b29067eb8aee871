import type { QuotedMessage } from '@dating/contract';
import type { ThreadMessage } from '../chat/chatApi';

/** What a reply quotes of a message on screen, as the server would answer it. */
export function quoteOf(message: ThreadMessage): QuotedMessage {
  return {
    id: message.id,
    sender_id: message.sender_id,
    type: message.type,
    message: message.type === 'text' && message.unsent !== 'true' ? message.message : '',
    unsent: message.unsent === 'true' ? 'true' : 'false',
  };
}

/** Where a message is in the history, for a quote to lead to it. */
export const messageAnchor = (messageId: number) => `chat-message-${messageId}`;
