import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** The discovery filter (spec section 2, Filter). */
export function FilterPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.filter')} />;
}
