import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Messages (spec section 2): the list of conversations. */
export function MessagesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.messages')} />;
}
