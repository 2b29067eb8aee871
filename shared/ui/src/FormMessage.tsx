import { useTranslation } from 'react-i18next';
import { messageKeyOf, type MessageKey } from '@dating/contract/messages';
import type { ShownMessage } from './useTimedMessage';

/**
 * Each app types `t` with its own keys; this area only needs `messages.<key>`, which the apps
 * that show it hold (`MessageTexts`), whatever else their keys are.
 */
type MessageTranslator = (key: `messages.${MessageKey}`) => string;

/**
 * A form's message area: the texts of MESSAGES are translated by the app's own `messages.*`
 * keys (`MessageTexts`), any other shown as sent. Errors are alerts, successes statuses.
 */
export function FormMessage({
  message,
  testId,
}: {
  message: ShownMessage | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const translate = t as unknown as MessageTranslator;
  if (!message) return null;
  const key = messageKeyOf(message.text);
  const text = key ? translate(`messages.${key}`) : message.text;
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
