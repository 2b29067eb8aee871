import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { SentenceWithName } from './SentenceWithName';

/** A chat without messages yet (a new match): who it is with, and an invitation to write. */
export function EmptyChatPrompt({ name, photo }: { name: string; photo: string }) {
  const { t } = useTranslation();
  return (
    <div className="chat-empty" data-testid={TEST_IDS.emptyChat}>
      {photo ? (
        <img className="chat-empty__photo" src={photo} alt="" />
      ) : (
        <span className="chat-empty__photo" aria-hidden="true" />
      )}
      <p className="chat-empty__title">
        <SentenceWithName sentence="chat.matchedWith" name={name} />
      </p>
      <p className="chat-empty__hint">{t('chat.sayHello')}</p>
    </div>
  );
}
