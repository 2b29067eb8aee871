import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Find new people (spec section 2). */
export function FindNewPeoplePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.findNewPeople')} />;
}
