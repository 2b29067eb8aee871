import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** People near you (spec section 2): the swipe home. */
export function PeopleNearPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.peopleNear')} />;
}
