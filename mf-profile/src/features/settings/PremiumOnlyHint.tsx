import { Icon } from '@dating/ui';
import { useTranslation } from 'react-i18next';

/** The mark beside a setting only Premium members may change. */
export function PremiumOnlyHint() {
  const { t } = useTranslation();
  return (
    <span className="settings-toggle__premium">
      <Icon name="crown" /> {t('settings.premiumOnly')}
    </span>
  );
}
