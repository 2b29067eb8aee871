import { messageKeyOf, type ShownMessage } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import type { ChatTexts } from '../../i18n/en';

function isChatMessageKey(key: string | undefined): key is keyof ChatTexts['messages'] {
  return key === 'enterMessage' || key === 'invalidFile' || key === 'messageTooLong';
}

/** The composer's message area: the spec's texts translated, a server's shown as sent. */
export function ChatNotice({ message }: { message: ShownMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  const key = messageKeyOf(message.text);
  return (
    <p role="alert" className="chat-notice">
      {isChatMessageKey(key) ? t(`messages.${key}`) : message.text}
    </p>
  );
}
