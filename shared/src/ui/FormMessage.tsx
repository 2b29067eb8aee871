import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '../rules/messages';
import type { ShownMessage } from './useTimedMessage';

/**
 * A form's message area: the texts of MESSAGES are translated by the app's own `messages.*`
 * keys (MESSAGE_TEXTS), any other shown as sent. Errors are alerts, successes statuses.
 */
export function FormMessage({
  message,
  testId,
}: {
  message: ShownMessage | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  const key = messageKeyOf(message.text);
  const text = key ? t(`messages.${key}`) : message.text;
  return (
    <p
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={`dating-form-message dating-form-message--${message.tone}`}
      data-testid={testId}
    >
      {text}
    </p>
  );
}
