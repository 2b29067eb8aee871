import { Modal } from '@dating/ui/Modal';
import { type MatchResult } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { useOwnProfile } from '../own-profile/useOwnProfile';
import { MatchPhoto } from './MatchPhoto';
import { useOpenChat } from './useOpenChat';
import './MatchModal.css';

/**
 * "It's a Match!" (spec section 2) as the whole screen: both members' photos, Send message, which
 * creates the chat (webcreatchat) and opens it on the chat route, and Keep swiping, which closes
 * it, as Escape does.
 */
export function MatchModal({ match, onClose }: { match: MatchResult; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: ownProfile } = useOwnProfile();
  const { openChat, opening, failed } = useOpenChat();

  // On failure the moment stays, with the failure said below the buttons.
  const sendMessage = async () => {
    if (await openChat(match.frienduser_id)) onClose();
  };

  return (
    <Modal
      open
      fullScreen
      className="match-moment"
      title={t('match.title')}
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="dating-button match-moment__send"
            disabled={opening}
            onClick={() => void sendMessage()}
          >
            {t('match.sendMessage')}
          </button>
          <button type="button" className="dating-button dating-button--ghost" onClick={onClose}>
            {t('match.keepSwiping')}
          </button>
          {failed ? (
            <p className="match-moment__failure" role="alert">
              {t('match.chatFailed')}
            </p>
          ) : null}
        </>
      }
    >
      <div className="match-moment__photos">
        <MatchPhoto
          src={match.loguser_image}
          name={ownProfile?.user_name ?? ''}
          label={t('match.yourPhoto')}
        />
        <MatchPhoto
          src={match.frienduser_image}
          name={match.frienduser_name}
          label={t('match.theirPhoto', { name: match.frienduser_name })}
        />
      </div>
      <p className="match-moment__text">{t('match.text', { name: match.frienduser_name })}</p>
    </Modal>
  );
}
