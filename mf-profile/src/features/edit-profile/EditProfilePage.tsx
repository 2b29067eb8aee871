import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Edit profile (spec section 2). */
export function EditProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.editProfile')} />;
}
