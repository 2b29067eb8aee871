import type { Language } from '@dating/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import type { ThreadMessage } from './chatApi';
import { formatChatTime } from './formatLastSeen';

export interface MessageListProps {
  messages: readonly ThreadMessage[];
  memberId: number;
  peerName: string;
  peerTyping: boolean;
  language: Language;
}

/** What one message shows; its text is always text, never HTML. */
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
        <figcaption>{message.feeds.feed_content}</figcaption>
      </figure>
    );
  }
  return <p className="chat-message__text">{message.message}</p>;
}

/** The history, newest last and kept in view, with the typing indicator below it. */
export function MessageList({
  messages,
  memberId,
  peerName,
  peerTyping,
  language,
}: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  // A new last message (or one more message) scrolls the history to its end.
  const lastKey = `${messages.length}-${messages.at(-1)?.id ?? 0}`;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastKey, peerTyping]);

  return (
    <div className="chat-history">
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
                {message.pending ? t('chat.sending') : formatChatTime(message.chatTime, language)}
              </time>
            </li>
          );
        })}
      </ol>
      <div role="status" className="chat-history__typing" data-testid={TEST_IDS.typing}>
        {peerTyping ? t('chat.typing', { name: peerName }) : null}
      </div>
      <div ref={end} />
    </div>
  );
}
