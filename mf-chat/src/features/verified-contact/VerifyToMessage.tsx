import { verifyAddress } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * Why a first message was refused (the other member hears only from verified members), kept in
 * view above the composer with the way to the selfie verification. The draft stays.
 */
export function VerifyToMessage() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="chat-notice chat-notice--verify" data-testid="verify-to-message">
      <p>{t('messages.verifiedOnlyContact')}</p>
      <Link className="dating-button" to={verifyAddress()}>
        {t('chat.verifyToMessage')}
      </Link>
    </div>
  );
}
