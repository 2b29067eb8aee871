import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Settings (spec section 2). */
export function SettingsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.settings')} />;
}
