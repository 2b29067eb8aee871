import { messageKeyOf } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import type { ShownMessage } from '@dating/shared';
import './FormMessage.css';

/** A form's message area; the spec's texts (section 8) are translated, others shown as sent. */
export function FormMessage({ message }: { message: ShownMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const key = messageKeyOf(message.text);
  const text = key ? t(`messages.${key}`) : message.text;
  return (
    <p
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={`form-message form-message--${message.tone}`}
    >
      {text}
    </p>
  );
}
