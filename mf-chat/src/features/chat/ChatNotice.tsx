import { type ShownMessage } from '@dating/ui';
import { messageKeyOf } from '@dating/contract/messages';
import { useTranslation } from 'react-i18next';

/** The composer's message area: the spec's texts translated, any other shown as sent. */
export function ChatNotice({ message }: { message: ShownMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const key = messageKeyOf(message.text);
  return (
    <p role="alert" className="chat-notice">
      {key ? t(`messages.${key}`) : message.text}
    </p>
  );
}
