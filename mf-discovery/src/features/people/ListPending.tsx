import { LoadFailed } from '@dating/ui';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { useTranslation } from 'react-i18next';

/**
 * A list's place until its answer arrives: the skeleton while the call is out, or, once it failed
 * (no network, no answer in time), what failed and Retry, never an endless skeleton.
 */
export function ListPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return failed ? (
    <LoadFailed text={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />
  ) : (
    <LoadingSkeleton label={t('common.loading')} layout="list" />
  );
}
