import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Likes received (spec section 2), at /app/LikeRequests. */
export function LikesReceivedPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.likesReceived')} />;
}
