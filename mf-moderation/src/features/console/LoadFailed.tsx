import { useTranslation } from 'react-i18next';
import { isCallError, refusalOf } from './callErrors';

/**
 * A list or case that could not be loaded: 403 says the console is for moderators, anything
 * else says so with the server's reason and a Retry.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isCallError(error) && error.status === 403) {
    return <p role="alert">{t('console.forbidden')}</p>;
  }
  const reason = refusalOf(error);
  return (
    <div role="alert" className="moderation__failed">
      <p>{t('console.loadFailed')}</p>
      {reason ? <p>{reason}</p> : null}
      <button type="button" className="dating-button" onClick={onRetry}>
        {t('console.retry')}
      </button>
    </div>
  );
}
