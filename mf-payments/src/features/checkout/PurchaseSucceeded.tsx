import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseKind } from './purchases';

/** Spec section 9: banners hide after 2 to 5 seconds; then the member is back where they were. */
export const SUCCESS_BANNER_MS = 3000;

const PREMIUM_BENEFITS = [
  'unlimitedLikes',
  'meetSomeone',
  'incognito',
  'hideAge',
  'noAds',
] as const;

const BANNERS = {
  boost: 'messages.boostPurchased',
  superlike: 'messages.superlikePurchased',
} as const;

/**
 * What a paid purchase shows in place of the card form (spec sections 2 and 8): the premium
 * welcome, read at the member's pace, or the boost or super-like banner, which goes on by itself.
 * Continue goes back to the page the plan was chosen on.
 */
export function PurchaseSucceeded({
  kind,
  onContinue,
}: {
  kind: PurchaseKind;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const continueButton = useRef<HTMLButtonElement>(null);

  // The form the member was using is gone: their focus goes to what replaced it.
  useEffect(() => continueButton.current?.focus(), []);

  useEffect(() => {
    if (kind === 'premium') return;
    const timer = window.setTimeout(onContinue, SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [kind, onContinue]);

  return (
    <div className="payments-checkout payments-success" data-testid="purchase-succeeded">
      {kind === 'premium' ? (
        <section role="status" aria-labelledby="payments-welcome-title">
          <h2 id="payments-welcome-title">{t('purchased.premiumTitle')}</h2>
          <p>{t('purchased.premiumIntro')}</p>
          <ul>
            {PREMIUM_BENEFITS.map((benefit) => (
              <li key={benefit}>{t(`purchased.premiumBenefits.${benefit}`)}</li>
            ))}
          </ul>
        </section>
      ) : (
        <p role="status" className="dating-form-message dating-form-message--success">
          {t(BANNERS[kind])}
        </p>
      )}
      <button ref={continueButton} type="button" className="dating-button" onClick={onContinue}>
        {t('checkout.continue')}
      </button>
    </div>
  );
}
