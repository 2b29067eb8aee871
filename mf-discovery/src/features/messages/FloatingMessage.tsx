import { messageKeyOf, type ShownMessage } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import './FloatingMessage.css';

/**
 * The floating alert of discovery's screens: the spec's own texts (section 8) translated, server
 * answers otherwise shown as sent.
 */
export function FloatingMessage({ message }: { message: ShownMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const key = messageKeyOf(message.text);
  return (
    <p
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={`floating-message floating-message--${message.tone}`}
    >
      {key ? t(`messages.${key}`) : message.text}
    </p>
  );
}
