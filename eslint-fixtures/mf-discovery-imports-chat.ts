// Linted as a file of mf-discovery by shared/src/eslintBoundaries.test.ts: lines 3 and 4 must fail.
import { pathTo } from '@dating/shared';
import { ChatPage } from '@dating/mf-chat/src/features/chat/ChatPage';
import { MessagesPage } from '../../mf-chat/src/features/conversations/MessagesPage';

export const reachedIntoChat = [pathTo('messages'), ChatPage, MessagesPage];
