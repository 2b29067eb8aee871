import { Modal, type MatchResult } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { FALLBACK_PHOTO } from '../photos/PhotoSlider';
import { useOpenChat } from './useOpenChat';
import './MatchModal.css';

/**
 * "It's a Match!" (spec section 2): both photos and Send message, which creates the chat
 * (webcreatchat) and opens it on the chat route.
 */
export function MatchModal({ match, onClose }: { match: MatchResult; onClose: () => void }) {
  const { t } = useTranslation();
  const { openChat, opening, failed } = useOpenChat();

  // On failure the popup stays, with the failure said below the button.
  const sendMessage = async () => {
    if (await openChat(match.frienduser_id)) onClose();
  };

  return (
    <Modal
      open
      title={t('match.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <button
          type="button"
          className="dating-button"
          disabled={opening}
          onClick={() => void sendMessage()}
        >
          {t('match.sendMessage')}
        </button>
      }
    >
      <div className="match-modal__photos">
        <img src={match.loguser_image || FALLBACK_PHOTO} alt={t('match.yourPhoto')} />
        <img
          src={match.frienduser_image || FALLBACK_PHOTO}
          alt={t('match.theirPhoto', { name: match.frienduser_name })}
        />
      </div>
      <p className="match-modal__text">{t('match.text', { name: match.frienduser_name })}</p>
      {failed ? <p role="alert">{t('match.chatFailed')}</p> : null}
    </Modal>
  );
}
