import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** In-app help (spec section 2, Help), at /app/Help and /app/Help/{Id}. */
export function HelpPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.help')} />;
}
