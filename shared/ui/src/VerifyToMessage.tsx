import { pathTo } from '@dating/contract';
import { Link } from 'react-router-dom';

/** The own profile's selfie verification section's id: "Verify to message" leads there. */
export const VERIFY_SECTION_ID = 'verify';

/**
 * Why a first contact was refused (the other member hears only from verified members), kept in
 * view with the way to the selfie verification (`/app/Profile#verify`). Texts come in translated.
 */
export function VerifyToMessage({ reason, linkLabel }: { reason: string; linkLabel: string }) {
  return (
    <div role="alert" className="dating-verify-notice" data-testid="verify-to-message">
      <p>{reason}</p>
      <Link className="dating-button" to={`${pathTo('profile')}#${VERIFY_SECTION_ID}`}>
        {linkLabel}
      </Link>
    </div>
  );
}
