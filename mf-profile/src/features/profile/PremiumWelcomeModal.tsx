import { Modal } from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 3 (client storage): the payments flow sets it to '1' after a premium purchase. */
export const PREMIUM_POPUP_KEY = 'premium_popup';

const BENEFITS = ['unlimitedLikes', 'meetSomeone', 'incognito', 'hideAge', 'noAds'] as const;

/** The premium-welcome popup, shown once after a purchase when the payments flow flagged it. */
export function PremiumWelcomeModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => localStorage.getItem(PREMIUM_POPUP_KEY) === '1');

  const close = () => {
    localStorage.removeItem(PREMIUM_POPUP_KEY);
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={t('profile.welcomeTitle')}
      onClose={close}
      closeLabel={t('common.close')}
      footer={
        <button type="button" className="dating-button" onClick={close}>
          {t('profile.welcomeDone')}
        </button>
      }
    >
      <p>{t('profile.welcomeIntro')}</p>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`profile.welcomeBenefits.${benefit}`)}</li>
        ))}
      </ul>
    </Modal>
  );
}
