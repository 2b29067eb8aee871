import { messageKeyOf } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import type { ShownMessage } from './useTimedMessage';
import './FormMessage.css';

/** A form's message area; the spec's texts (section 8) are translated, others shown as sent. */
export function FormMessage({ message }: { message: ShownMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const key = messageKeyOf(message.text);
  const text = key ? t(`messages.${key}`) : message.text;
  return message.tone === 'error' ? (
    <p role="alert" className="form-message form-message--error" data-testid={TEST_IDS.formMessage}>
      {text}
    </p>
  ) : (
    <p
      role="status"
      className="form-message form-message--success"
      data-testid={TEST_IDS.formMessage}
    >
      {text}
    </p>
  );
}
