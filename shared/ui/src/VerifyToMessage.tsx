import { verifyAddress } from '@dating/contract';
import { Link } from 'react-router-dom';

/**
 * Why a first contact was refused (the other member hears only from verified members), kept in
 * view with the way to the selfie verification (`verifyAddress()`). Texts come in translated.
 */
export function VerifyToMessage({ reason, linkLabel }: { reason: string; linkLabel: string }) {
  return (
    <div role="alert" className="dating-verify-notice" data-testid="verify-to-message">
      <p>{reason}</p>
      <Link className="dating-button" to={verifyAddress()}>
        {linkLabel}
      </Link>
    </div>
  );
}
