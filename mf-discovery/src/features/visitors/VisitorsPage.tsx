import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Visitors (spec section 2). */
export function VisitorsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.visitors')} />;
}
