import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Super likes received (spec section 2), at /app/FriendRequests. */
export function SuperLikesReceivedPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.superLikesReceived')} />;
}
