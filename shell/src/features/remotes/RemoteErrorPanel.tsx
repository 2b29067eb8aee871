import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import './RemoteErrorPanel.css';

export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="remote-error" role="alert" data-testid={TEST_IDS.remoteError}>
      <svg className="remote-error__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3 2 21h20L12 3zm0 6v5m0 3v.5" />
      </svg>
      <p>{t('remote.failed')}</p>
      <button
        type="button"
        className="dating-button"
        onClick={onRetry}
        data-testid={TEST_IDS.remoteRetry}
      >
        {t('remote.retry')}
      </button>
    </section>
  );
}
