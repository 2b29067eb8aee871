// Linted as a file of mf-discovery by shared/testing/src/eslintRules.test.ts: lines 4 to 8 must fail.
import { pathTo } from '@dating/contract';
import type { ChatMessage } from '@dating/contract';
import { ChatPage } from '@dating/mf-chat/src/features/chat/ChatPage';
import { MessagesPage } from '../../mf-chat/src/features/conversations/MessagesPage';
import { CALLS } from '@dating/contract/schemas';
import { mockApi } from '@dating/testing';
import { createFederatedConfig } from '@dating/build/federation';

export const reachedIntoChat = [pathTo('messages'), ChatPage, MessagesPage, CALLS, mockApi];
export const builtHere = createFederatedConfig;
export type Shown = ChatMessage;
