import { CallLine } from '../calls/CallLine';
import { LikedQuote } from '@dating/ui/LikedQuote';
import { type Language } from '@dating/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { ExplicitImage } from '../explicit-images/ExplicitImage';
import { FlaggedMessageNotice } from '../kinder-messages/FlaggedMessageNotice';
import { ReactableMessage } from '../message-reactions/ReactableMessage';
import { MessageActions } from '../message-replies/MessageActions';
import { QuotedMessage } from '../message-replies/QuotedMessage';
import { messageAnchor } from '../message-replies/quoteOf';
import { ScamWarningCard } from '../scam-warnings/ScamWarningCard';
import type { ChatThread, ThreadMessage } from './chatApi';
import { EmptyChatPrompt } from './EmptyChatPrompt';
import { formatChatTime } from './formatLastSeen';
import { SentenceWithName } from './SentenceWithName';
import { useNow } from './useNow';
import { useStickToBottom } from './useStickToBottom';

// The player comes with the first voice note shown, not with the chat's first page.
const VoicePlayer = lazy(() => import('../voice-notes/VoicePlayer'));

export interface MessageListProps {
  messages: readonly ThreadMessage[];
  memberId: number;
  peerName: string;
  /** The other member's photo, for the invitation of a chat without messages. */
  peerPhoto: string;
  peerTyping: boolean;
  /**
   * Whether the chat is open to writing: an empty chat invites a first message, and messages
   * take reactions (not when a block or a deletion stops it).
   */
  invite: boolean;
  language: Language;
  /** How far the other member got with the member's messages, and the explicit-picture choice. */
  marks: Pick<ChatThread, 'deliveredUpTo' | 'readUpTo' | 'showExplicit'>;
  /** The chat's block and report, offered with a received message the scam check cautioned. */
  onBlock: () => void;
  onReport: () => void;
  /** The member chose to answer this message (Reply). */
  onReply: (message: ThreadMessage) => void;
}

type Receipt = 'sent' | 'delivered' | 'read';

/** One tick when sent, two when delivered, two coloured when read; the word for screen readers. */
function MessageReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <p
      className={`chat-message__receipt chat-message__receipt--${receipt}`}
      data-testid={TEST_IDS.receipt}
    >
      <svg viewBox="0 0 20 12" aria-hidden="true">
        <path d="M1 6.5 4.5 10 11 2" />
        {receipt === 'sent' ? null : <path d="M8 9 9 10 15.5 2" />}
      </svg>
      <span className="dating-visually-hidden">{t(`chat.receipts.${receipt}`)}</span>
    </p>
  );
}

function receiptOf(message: ThreadMessage, marks: MessageListProps['marks']): Receipt {
  if (message.id <= marks.readUpTo) return 'read';
  return message.id <= marks.deliveredUpTo ? 'delivered' : 'sent';
}

/**
 * What one message shows; its text is always text, never HTML, and finds its own direction
 * (`dir="auto"`): a Latin message in the Arabic page keeps its punctuation at its end.
 */
function MessageBody({
  message,
  senderName,
  blurred,
}: {
  message: ThreadMessage;
  senderName: string;
  /** An explicit picture the member has not chosen to view. */
  blurred: boolean;
}) {
  const { t } = useTranslation();
  if (message.unsent === 'true') {
    return <p className="chat-message__removed">{t('replies.removed')}</p>;
  }
  if (message.type === 'voice' && message.voice) {
    return (
      <Suspense fallback={<p className="chat-message__text">{t('replies.voice')}</p>}>
        <VoicePlayer
          chatId={message.chat_id}
          messageId={message.id}
          voice={message.voice}
          senderName={senderName}
        />
      </Suspense>
    );
  }
  if (message.type === 'image' && blurred) {
    return (
      <ExplicitImage
        chatId={message.chat_id}
        src={message.upload_image}
        alt={t('chat.image', { name: senderName })}
      />
    );
  }
  if (message.type === 'image') {
    return (
      <img
        className="chat-message__image"
        src={message.upload_image}
        alt={t('chat.image', { name: senderName })}
      />
    );
  }
  if (message.call) return <CallLine call={message.call} />;
  if (message.type === 'feed' && message.feeds) {
    return (
      <figure className="chat-message__feed">
        {message.feeds.feed_content_images.map((image) => (
          <img key={image} src={image} alt="" />
        ))}
        <figcaption dir="auto">{message.feeds.feed_content}</figcaption>
      </figure>
    );
  }
  return (
    <>
      {message.liked ? (
        <LikedQuote
          liked={message.liked}
          caption={t(
            message.liked.kind === 'photo' ? 'likedQuote.likedPhoto' : 'likedQuote.likedAnswer',
          )}
          photoAlt={t('likedQuote.photo')}
        />
      ) : null}
      <p className="chat-message__text" dir="auto">
        {message.message}
      </p>
    </>
  );
}

/** The history, scrolled to its newest message, with the typing indicator below it. */
export function MessageList({
  messages,
  memberId,
  peerName,
  peerPhoto,
  peerTyping,
  invite,
  language,
  marks,
  onBlock,
  onReport,
  onReply,
}: MessageListProps) {
  const { t } = useTranslation();
  // Unsend is offered for 15 minutes: the clock moves on while the chat stays open.
  const now = useNow(30_000);
  const newest = messages.at(-1);
  // Like WhatsApp, the state shows under the member's latest message: earlier ones got as far.
  const latestMine = messages.findLast(
    (message) => message.sender_id === memberId && !message.pending,
  );
  const { scrollerRef, contentRef, onScroll, unseen, showNewest } = useStickToBottom(
    `${messages.length}-${newest?.id ?? 0}`,
    newest?.sender_id === memberId,
  );

  return (
    <div className="chat-history">
      <div className="chat-history__scroller" ref={scrollerRef} onScroll={onScroll}>
        <div className="chat-history__content" ref={contentRef}>
          {messages.length === 0 && invite ? (
            <EmptyChatPrompt name={peerName} photo={peerPhoto} />
          ) : null}
          <ol className="chat-history__list" aria-label={t('chat.history', { name: peerName })}>
            {messages.map((message) => {
              const mine = message.sender_id === memberId;
              const senderName = mine ? t('chat.you') : peerName;
              return (
                <li
                  key={message.pending ? `pending-${message.client_id}` : message.id}
                  id={message.pending ? undefined : messageAnchor(message.id)}
                  tabIndex={-1}
                  className={mine ? 'chat-message chat-message--mine' : 'chat-message'}
                  data-testid={TEST_IDS.message}
                  aria-busy={message.pending ? true : undefined}
                >
                  {message.caution && !mine && invite ? (
                    <ScamWarningCard
                      caution={message.caution}
                      peerName={peerName}
                      onBlock={onBlock}
                      onReport={onReport}
                    />
                  ) : null}
                  <ReactableMessage
                    message={message}
                    memberId={memberId}
                    peerName={peerName}
                    canReact={invite && message.unsent !== 'true'}
                  >
                    {message.reply_to && message.unsent !== 'true' ? (
                      <QuotedMessage
                        quote={message.reply_to}
                        senderName={
                          message.reply_to.sender_id === memberId ? t('replies.you') : peerName
                        }
                      />
                    ) : null}
                    <MessageBody
                      message={message}
                      senderName={senderName}
                      blurred={message.explicit === 'true' && !mine && !marks.showExplicit}
                    />
                  </ReactableMessage>
                  {invite ? (
                    <MessageActions
                      message={message}
                      memberId={memberId}
                      now={now}
                      onReply={onReply}
                    />
                  ) : null}
                  <time className="chat-message__time" dateTime={message.date}>
                    {message.pending
                      ? t('chat.sending')
                      : formatChatTime(message.chatTime, language)}
                  </time>
                  {message === latestMine ? (
                    <MessageReceipt receipt={receiptOf(message, marks)} />
                  ) : null}
                  {/* Its sender already chose to send it: only its receiver is asked. */}
                  {message.flagged === 'true' && !mine ? (
                    <FlaggedMessageNotice messageId={message.id} senderId={message.sender_id} />
                  ) : null}
                </li>
              );
            })}
          </ol>
          <div role="status" className="chat-history__typing" data-testid={TEST_IDS.typing}>
            {peerTyping ? <SentenceWithName sentence="chat.typing" name={peerName} /> : null}
          </div>
        </div>
      </div>
      {unseen ? (
        <button type="button" className="chat-history__newest" onClick={showNewest}>
          {t('chat.newMessages')}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M6 13l6 6 6-6" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
