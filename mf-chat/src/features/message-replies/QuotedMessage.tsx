import type { QuotedMessage as Quote } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { messageAnchor } from './quoteOf';
import './messageReplies.css';

/** A quote's text: the message, or what it was when it holds no text. */
export function useQuoteText(): (quote: Quote) => string {
  const { t } = useTranslation();
  return (quote) => {
    if (quote.unsent === 'true') return t('replies.removed');
    if (quote.type === 'image') return t('replies.photo');
    if (quote.type === 'voice') return t('replies.voice');
    if (quote.type === 'feed') return t('replies.feed');
    return quote.message;
  };
}

/** Leads to the quoted message in the history: scrolled into view, focused, lit a moment. */
function showQuoted(messageId: number): void {
  const target = document.getElementById(messageAnchor(messageId));
  if (!target) return;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  target.classList.add('chat-message--shown');
  setTimeout(() => target.classList.remove('chat-message--shown'), 1500);
}

/** Above a reply: whom and what it answers; a tap goes to that message. */
export function QuotedMessage({ quote, senderName }: { quote: Quote; senderName: string }) {
  const { t } = useTranslation();
  const text = useQuoteText()(quote);
  return (
    <button
      type="button"
      className="chat-quote"
      data-testid={TEST_IDS.quote}
      onClick={() => showQuoted(quote.id)}
    >
      <span className="dating-visually-hidden">{t('replies.goTo')} </span>
      <span className="chat-quote__name">{senderName}</span>
      <span className="chat-quote__text" dir="auto">
        {text}
      </span>
    </button>
  );
}
