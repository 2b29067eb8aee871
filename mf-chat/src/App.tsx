import { RemoteApp, type PageMap } from '@dating/web';
import { makeStore } from './app/store';
import { ChatPage } from './features/chat/ChatPage';
import { MessagesPage } from './features/conversations/MessagesPage';
import { createChatI18n } from './i18n/createChatI18n';

const pages: PageMap<'chat'> = {
  messages: MessagesPage,
  chat: ChatPage,
};

/** The chat remote, exposed as `./App`; a default export because the shell loads it lazily. */
export default function App() {
  return (
    <RemoteApp remote="chat" pages={pages} makeStore={makeStore} createI18n={createChatI18n} />
  );
}
