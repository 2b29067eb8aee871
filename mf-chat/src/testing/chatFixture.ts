import { pathTo, type ChatHeader, type ChatListItem, type ChatMessage } from '@dating/contract';
import { TEST_SESSION } from '@dating/testing';

/** The other member of the test chat. */
export const PEER = { id: 9, name: 'Anna' } as const;
export const CHAT_ID = 4;
export const CHAT_PATH = pathTo('chat', { userId: PEER.id, chatId: CHAT_ID });

export function listItem(overrides: Partial<ChatListItem> = {}): ChatListItem {
  return {
    user_id: PEER.id,
    chat_id: CHAT_ID,
    user_name: PEER.name,
    user_image: '/uploads/anna.jpg',
    user_status: 1,
    online: '0',
    block: 'false',
    favorite: 'false',
    message: 'See you soon',
    imagename: '',
    unread: 0,
    chatTime: 1_700_000_000,
    ...overrides,
  };
}

let nextId = 100;

/** A stored message of the test chat, from the peer unless `sender_id` says otherwise. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  nextId += 1;
  return {
    id: nextId,
    chat_id: CHAT_ID,
    client_id: `client-${nextId}`,
    message: 'Hello',
    sender_id: PEER.id,
    receiver_id: TEST_SESSION.memberId,
    upload_image: '',
    type: 'text',
    date: '2026-11-23T10:00:00.000Z',
    feeds: null,
    chatTime: 1_700_000_000,
    flagged: 'false',
    ...overrides,
  };
}

export const HEADER: ChatHeader = {
  user_id: PEER.id,
  user_name: PEER.name,
  images: '/uploads/anna.jpg',
  online: '1',
  onlinelasttime: null,
};

export const ok = (body: object = {}) => ({ body: { status: 'true', ...body } });
export const refused = (message: string, status = 400) => ({
  status,
  body: { status: 'false', message },
});
