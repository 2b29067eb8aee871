import { localStore, Modal } from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const BENEFITS = ['unlimitedLikes', 'meetSomeone', 'incognito', 'hideAge', 'noAds'] as const;

/**
 * The premium-welcome popup, shown once after a purchase: the payments flow sets the spec's
 * `premium_popup` in local storage to '1'.
 */
export function PremiumWelcomeModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => localStore.read('premium_popup') === '1');

  const close = () => {
    localStore.remove('premium_popup');
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
