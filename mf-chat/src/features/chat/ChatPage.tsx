import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** One conversation (spec section 2, Chat). */
export function ChatPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.chat')} />;
}
