import type { QuotedMessage } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useQuoteText } from './QuotedMessage';
import './messageReplies.css';
import { Icon } from '@dating/ui';

/** Above the composer while the member replies: what they answer, and Cancel. */
export function ReplyPreview({
  quote,
  senderName,
  onCancel,
}: {
  quote: QuotedMessage;
  senderName: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = useQuoteText()(quote);
  return (
    <div className="chat-reply-preview" data-testid={TEST_IDS.replyPreview}>
      <p className="chat-quote">
        <span className="chat-quote__name">{t('replies.replyingTo', { name: senderName })}</span>
        <span className="chat-quote__text" dir="auto">
          {text}
        </span>
      </p>
      <button
        type="button"
        className="dating-button dating-button--ghost"
        aria-label={t('replies.cancel')}
        onClick={onCancel}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
