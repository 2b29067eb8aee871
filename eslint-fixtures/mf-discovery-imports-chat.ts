// Linted as a file of mf-discovery by shared/src/eslintBoundaries.test.ts: lines 4, 5 and 6 must fail.
import { pathTo } from '@dating/shared';
import type { ChatMessage } from '@dating/shared';
import { ChatPage } from '@dating/mf-chat/src/features/chat/ChatPage';
import { MessagesPage } from '../../mf-chat/src/features/conversations/MessagesPage';
import { CALLS } from '@dating/shared/contract';

export const reachedIntoChat = [pathTo('messages'), ChatPage, MessagesPage, CALLS];
export type Shown = ChatMessage;
