import { LOADER_MS, Loader, pathTo, useMinimumDelay, useSession } from '@dating/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { blockStateOf, type BlockState } from './blockStateOf';
import { ChatHeaderBar, type ChatAction } from './ChatHeaderBar';
import {
  useBlockStatusQuery,
  useChatHeaderQuery,
  useChatMessagesQuery,
  useClearChatMutation,
  useToggleBlockMutation,
  useUnfriendMutation,
} from './chatApi';
import { isRefusal } from './isRefusal';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import './ChatPage.css';

const NOTICES: Record<
  Exclude<BlockState, 'open'>,
  'unblockToMessage' | 'blockedYou' | 'accountDeleted'
> = {
  blockedByMe: 'unblockToMessage',
  blockedMe: 'blockedYou',
  deleted: 'accountDeleted',
};

/** One conversation (spec section 2, Chat): header, history, typing, composer, block states. */
export function ChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { memberId, language } = useSession();
  const params = useParams();
  const userId = Number(params.userId);
  const chatId = Number(params.chatId);
  const chat = { memberId, chatId };
  const header = useChatHeaderQuery({ ...chat, userId });
  const status = useBlockStatusQuery(chat);
  const thread = useChatMessagesQuery(chat);
  const [clearChat] = useClearChatMutation();
  const [toggleBlock] = useToggleBlockMutation();
  const [unfriend] = useUnfriendMutation();
  const loaderShown = !useMinimumDelay(LOADER_MS.chat);

  // A chat the member is not part of (or no longer may open) goes back to the list.
  const refused = isRefusal(header.error) || isRefusal(status.error) || isRefusal(thread.error);
  useEffect(() => {
    if (refused) void navigate(pathTo('messages'), { replace: true });
  }, [refused, navigate]);

  if (loaderShown || !header.data || !status.data || !thread.data) {
    return <Loader label={t('common.loading')} />;
  }

  const blockState = blockStateOf(status.data);
  const peerName = blockState === 'deleted' ? t('list.deletedAccount') : header.data.user_name;

  const onAction = async (action: ChatAction) => {
    switch (action) {
      case 'block':
      case 'unblock':
        await toggleBlock({ memberId, userId });
        break;
      case 'clear':
        await clearChat(chat);
        break;
      case 'unfriend':
        if (!(await unfriend({ memberId, userId })).error) void navigate(pathTo('messages'));
        break;
    }
  };

  return (
    <section className="chat-page">
      <ChatHeaderBar
        header={header.data}
        blockState={blockState}
        language={language}
        onAction={(action) => void onAction(action)}
      />
      <MessageList
        messages={thread.data.messages}
        memberId={memberId}
        peerName={peerName}
        // A member who went offline mid-word never sends 'untype': their leaving ends it.
        peerTyping={thread.data.peerTyping && blockState === 'open' && header.data.online === '1'}
        language={language}
      />
      {blockState === 'open' ? null : (
        <div className="chat-block-notice" data-testid={TEST_IDS.blockNotice}>
          <p>{t(`chat.${NOTICES[blockState]}`)}</p>
          {blockState === 'blockedByMe' ? (
            <button
              type="button"
              className="dating-button"
              onClick={() => void onAction('unblock')}
            >
              {t('chat.unblock')}
            </button>
          ) : null}
        </div>
      )}
      <MessageComposer
        memberId={memberId}
        chatId={chatId}
        receiverId={userId}
        inert={blockState !== 'open'}
      />
    </section>
  );
}
