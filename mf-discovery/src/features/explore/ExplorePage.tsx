import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Explore (spec section 2): the sample grid and the premium call to action. */
export function ExplorePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.explore')} />;
}
