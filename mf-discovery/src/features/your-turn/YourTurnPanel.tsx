import { pathTo, type WaitingMatch } from '@dating/contract';
import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FloatingMessage } from '../messages/FloatingMessage';
import { useCloseKindlyMutation } from './closeKindlyApi';
import './YourTurnPanel.css';

/**
 * Your Turn, in place of the deck while more matches wait for the member's reply than the admin
 * allows (the server refuses likes meanwhile): each with Reply, and Close with a kind message,
 * which sends the member's closing message in their language and ends the match in one tap.
 * `onClosed` gets what to tell the member: the page's message area says it, even when the deck
 * comes back in the panel's place.
 */
export function YourTurnPanel({
  waiting,
  onClosed,
}: {
  waiting: WaitingMatch[];
  onClosed: (said: string) => void;
}) {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const headingId = useId();
  const [closeKindly, { isLoading }] = useCloseKindlyMutation();
  const message = useTimedMessage();

  const close = async (match: WaitingMatch) => {
    try {
      await closeKindly({ memberId, otherId: match.user_id, language }).unwrap();
      onClosed(t('yourTurn.closed', { name: match.user_name }));
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <section className="your-turn" aria-labelledby={headingId} data-testid="your-turn">
      <h2 id={headingId} className="your-turn__title">
        {t('yourTurn.title')}
      </h2>
      <p>{t('yourTurn.intro', { count: waiting.length })}</p>
      <FloatingMessage message={message.shown} />
      <ul className="your-turn__list">
        {waiting.map((match) => (
          <li key={match.user_id} data-testid="waiting-match">
            {match.user_image ? <img src={match.user_image} alt="" /> : null}
            <div className="your-turn__who">
              <bdi className="your-turn__name">{match.user_name}</bdi>
              <span className="your-turn__message" dir="auto">
                {match.message}
              </span>
            </div>
            <div className="your-turn__actions">
              <Link
                className="dating-button"
                to={pathTo('chat', { userId: match.user_id, chatId: match.chat_id })}
                aria-label={t('yourTurn.replyTo', { name: match.user_name })}
              >
                {t('yourTurn.reply')}
              </Link>
              <button
                type="button"
                className="dating-button dating-button--ghost"
                disabled={isLoading}
                aria-label={t('yourTurn.closeWith', { name: match.user_name })}
                onClick={() => void close(match)}
              >
                {t('yourTurn.close')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
