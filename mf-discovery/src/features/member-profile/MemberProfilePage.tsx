import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Another member's profile (spec section 2, Other-user profile views), from every list that links to one. */
export function MemberProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.memberProfile')} />;
}
