import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useRemoteLoader, type RemoteOverride } from './RemoteLoaderContext';
import { clearRemoteOverrides } from './remoteOverrides';
import './RemoteOverrideBanner.css';

/**
 * Tells a QA member which remotes this tab runs at a version of their choosing, as the server
 * honoured it (an override the server refused shows nothing: the member runs the released
 * version), with the way back to the released versions.
 */
export function RemoteOverrideBanner({ reload = () => window.location.reload() }) {
  const { t } = useTranslation();
  const loader = useRemoteLoader();
  const [overrides, setOverrides] = useState<RemoteOverride[]>([]);
  useEffect(() => loader.subscribeOverrides(setOverrides), [loader]);

  if (overrides.length === 0) return null;
  return (
    <aside className="remote-override" role="status" data-testid={TEST_IDS.remoteOverrideBanner}>
      <ul>
        {overrides.map(({ remote, version }) => (
          <li key={remote}>{t('remote.testing', { remote, version })}</li>
        ))}
      </ul>
      <button
        type="button"
        className="dating-button"
        data-testid={TEST_IDS.remoteOverrideReset}
        onClick={() => {
          clearRemoteOverrides();
          reload();
        }}
      >
        {t('remote.backToReleased')}
      </button>
    </aside>
  );
}
