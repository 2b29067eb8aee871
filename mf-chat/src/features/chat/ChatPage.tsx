import { pathTo } from '@dating/contract';
import { isRefusal, useSession } from '@dating/web';
import { LoadFailed } from '@dating/ui';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { blockStateOf, type BlockState } from './blockStateOf';
import { AllowCallsSwitch, CallButtons } from '../calls/CallButtons';
import { ChatHeaderBar, type ChatAction } from './ChatHeaderBar';
import {
  useBlockStatusQuery,
  useChatHeaderQuery,
  useChatMessagesQuery,
  useClearChatMutation,
  useToggleBlockMutation,
  useUnfriendMutation,
  type ThreadMessage,
} from './chatApi';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { ReportFromChat } from './ReportFromChat';
import { useSeenReceipt } from './useSeenReceipt';
import { useVisibleViewportHeight } from './useVisibleViewportHeight';
import './ChatPage.css';

const NOTICES: Record<
  Exclude<BlockState, 'open'>,
  'unblockToMessage' | 'blockedYou' | 'accountDeleted' | 'noLongerAvailable'
> = {
  blockedByMe: 'unblockToMessage',
  blockedMe: 'blockedYou',
  deleted: 'accountDeleted',
  unavailable: 'noLongerAvailable',
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
  /** The report dialog: from the menu, or offered after unfriending. */
  const [reportOpen, setReportOpen] = useState<'menu' | 'afterUnfriend' | null>(null);
  /** The message the member is answering (Reply), until sent or cancelled. */
  const [replyTo, setReplyTo] = useState<ThreadMessage | null>(null);
  useVisibleViewportHeight();
  useSeenReceipt(chatId, memberId, thread.data?.messages);

  // A chat the member is not part of (or no longer may open) goes back to the list.
  const refused = isRefusal(header.error) || isRefusal(status.error) || isRefusal(thread.error);
  useEffect(() => {
    // After unfriending, the offer to report them stays until answered.
    if (refused && reportOpen !== 'afterUnfriend')
      void navigate(pathTo('messages'), { replace: true });
  }, [refused, navigate, reportOpen]);

  if (!header.data || !status.data || !thread.data) {
    const failed = [header, status, thread].filter((query) => query.isError && !query.data);
    if (failed.length > 0 && !refused) {
      return (
        <LoadFailed
          text={t('chat.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => failed.forEach((query) => void query.refetch())}
        />
      );
    }
    return <LoadingSkeleton label={t('common.loading')} layout="thread" />;
  }

  const blockState = blockStateOf(status.data);
  const open = blockState === 'open';
  const peerName = blockState === 'deleted' ? t('list.deletedAccount') : header.data.user_name;
  const peerTyping = thread.data.peerTyping && open;
  // Typing proves the other is here, whatever their presence said when the header loaded.
  const peerOnline = header.data.online === '1' || peerTyping;
  const empty = thread.data.messages.length === 0;

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
        // The list is shown once the offer to report them too is answered.
        if (!(await unfriend({ memberId, userId })).error) setReportOpen('afterUnfriend');
        break;
    }
  };

  return (
    // data-fills-screen: the shell's layout gives the page the screen's height (AppLayout.css),
    // so the header and the composer stay in view and only the history scrolls.
    <section className="chat-page" data-fills-screen="">
      <ChatHeaderBar
        header={header.data}
        peerOnline={peerOnline}
        blockState={blockState}
        language={language}
        onAction={(action) => void onAction(action)}
        onReport={() => setReportOpen('menu')}
        // Across a block the buttons stay: the call screen says why no call can be made.
        calls={
          blockState === 'deleted' ? null : (
            <CallButtons
              chatId={chatId}
              userId={userId}
              name={peerName}
              image={header.data.images || undefined}
            />
          )
        }
        callsSwitch={open ? <AllowCallsSwitch chatId={chatId} /> : null}
      />
      <MessageList
        messages={thread.data.messages}
        memberId={memberId}
        peerName={peerName}
        peerPhoto={header.data.images}
        peerTyping={peerTyping}
        invite={open}
        language={language}
        marks={thread.data}
        onBlock={() => void onAction('block')}
        onReport={() => setReportOpen('menu')}
        onReply={setReplyTo}
      />
      {open ? null : (
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
        inert={!open}
        focusOnOpen={open && empty}
        replyTo={
          replyTo && {
            message: replyTo,
            name: replyTo.sender_id === memberId ? t('replies.you') : peerName,
          }
        }
        onReplyDone={() => setReplyTo(null)}
      />
      {reportOpen ? (
        <ReportFromChat
          member={{ user_id: userId, user_name: peerName }}
          messages={thread.data.messages}
          offerFirst={reportOpen === 'afterUnfriend'}
          onClose={() => {
            setReportOpen(null);
            if (reportOpen === 'afterUnfriend') void navigate(pathTo('messages'));
          }}
        />
      ) : null}
    </section>
  );
}
