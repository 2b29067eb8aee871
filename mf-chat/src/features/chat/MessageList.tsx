import type { Language } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { FlaggedMessageNotice } from '../kinder-messages/FlaggedMessageNotice';
import { LikedMessageQuote } from '../liked-quote/LikedMessageQuote';
import type { ThreadMessage } from './chatApi';
import { EmptyChatPrompt } from './EmptyChatPrompt';
import { formatChatTime } from './formatLastSeen';
import { SentenceWithName } from './SentenceWithName';
import { useStickToBottom } from './useStickToBottom';

export interface MessageListProps {
  messages: readonly ThreadMessage[];
  memberId: number;
  peerName: string;
  /** The other member's photo, for the invitation of a chat without messages. */
  peerPhoto: string;
  peerTyping: boolean;
  /** Whether an empty chat invites a first message (not when a block or deletion stops it). */
  invite: boolean;
  language: Language;
}

/**
 * What one message shows; its text is always text, never HTML, and finds its own direction
 * (`dir="auto"`): a Latin message in the Arabic page keeps its punctuation at its end.
 */
function MessageBody({ message, senderName }: { message: ThreadMessage; senderName: string }) {
  const { t } = useTranslation();
  if (message.type === 'image') {
    return (
      <img
        className="chat-message__image"
        src={message.upload_image}
        alt={t('chat.image', { name: senderName })}
      />
    );
  }
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
      {message.liked ? <LikedMessageQuote liked={message.liked} /> : null}
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
}: MessageListProps) {
  const { t } = useTranslation();
  const newest = messages.at(-1);
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
              return (
                <li
                  key={message.pending ? `pending-${message.client_id}` : message.id}
                  className={mine ? 'chat-message chat-message--mine' : 'chat-message'}
                  data-testid={TEST_IDS.message}
                  aria-busy={message.pending ? true : undefined}
                >
                  <MessageBody message={message} senderName={mine ? t('chat.you') : peerName} />
                  <time className="chat-message__time" dateTime={message.date}>
                    {message.pending
                      ? t('chat.sending')
                      : formatChatTime(message.chatTime, language)}
                  </time>
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
