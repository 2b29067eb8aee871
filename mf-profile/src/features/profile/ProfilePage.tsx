import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** The member's own profile (spec section 2, Profile). */
export function ProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.profile')} />;
}
