import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Feeds (spec section 2): friends' profile changes. */
export function FeedsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.feeds')} />;
}
