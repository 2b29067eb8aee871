import type { ShownMessage } from '@dating/ui';
import { messageKeyOf } from '@dating/contract/messages';
import { useTranslation } from 'react-i18next';

/** The spec's own texts (section 8) translated, server answers otherwise shown as sent. */
export function TranslatedMessage({ message }: { message: ShownMessage }) {
  const { t } = useTranslation();
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
