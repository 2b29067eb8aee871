import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { formatDate } from '@dating/contract/formatDate';
import { FormMessage } from '@dating/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDataExportStatusQuery,
  useDownloadDataExportMutation,
  useRequestDataExportMutation,
} from './dataExportApi';
import './DataExport.css';

/** While an export is being prepared without a socket to say it is ready, its state is read again. */
const PREPARING_POLL_MS = 5000;

/**
 * Settings' 'Your data' (the section's title is the page's): ask for a copy (once a day), see it being prepared, download it while
 * it lasts (48 hours).
 */
export function DataExport() {
  const { t } = useTranslation();
  const { memberId, language } = useSession();
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data: exportState } = useDataExportStatusQuery(memberId, { pollingInterval });
  const preparing = exportState?.state === 'preparing';
  const wantedInterval = preparing ? PREPARING_POLL_MS : 0;
  // Adjusted while rendering (React's way for state that follows data): no extra effect pass.
  if (wantedInterval !== pollingInterval) setPollingInterval(wantedInterval);
  const [requestExport, { isLoading: requesting }] = useRequestDataExportMutation();
  const [download, { isLoading: downloading }] = useDownloadDataExportMutation();
  const message = useTimedMessage();

  const ask = async () => {
    try {
      await requestExport(memberId).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const save = async (exportId: string) => {
    try {
      await download(exportId).unwrap();
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const when = (seconds: number | undefined) =>
    seconds === undefined ? '' : formatDate(seconds * 1000, language, 'dateTime');
  const stateText = {
    none: null,
    preparing: t('settings.dataExport.preparing'),
    ready: t('settings.dataExport.ready', { date: when(exportState?.expires_at) }),
    failed: t('settings.dataExport.failed'),
  }[exportState?.state ?? 'none'];
  const canAsk = exportState !== undefined && exportState.next_request_at === undefined;

  return (
    <div className="settings-data">
      <p className="dating-field__hint">{t('settings.dataExport.hint')}</p>
      {stateText ? <p role="status">{stateText}</p> : null}
      {exportState?.state === 'ready' && exportState.export_id ? (
        <button
          type="button"
          className="dating-button"
          disabled={downloading}
          onClick={() => void save(exportState.export_id ?? '')}
        >
          {t('settings.dataExport.download')}
        </button>
      ) : null}
      <button
        type="button"
        className="dating-button dating-button--ghost"
        disabled={!canAsk || requesting}
        aria-describedby={canAsk ? undefined : 'settings-data-next'}
        onClick={() => void ask()}
      >
        {t('settings.dataExport.ask')}
      </button>
      {exportState?.next_request_at === undefined ? null : (
        <p id="settings-data-next" className="dating-field__hint">
          {t('settings.dataExport.nextRequest', { date: when(exportState.next_request_at) })}
        </p>
      )}
      <FormMessage message={message.shown} />
    </div>
  );
}
