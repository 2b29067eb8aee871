import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import type { RemoteOverride } from './RemoteLoaderContext';
import { clearRemoteOverrides } from './remoteOverrides';
import './RemoteOverrideNotice.css';

/** The banner's content, a chunk of its own: only a QA member's tab ever shows it. */
export default function RemoteOverrideNotice({
  overrides,
  reload,
}: {
  overrides: RemoteOverride[];
  reload: () => void;
}) {
  const { t } = useTranslation();
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
