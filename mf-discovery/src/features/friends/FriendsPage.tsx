import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Friends, the matches (spec section 2). */
export function FriendsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.friends')} />;
}
