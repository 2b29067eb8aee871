import { Loader } from '@dating/ui';
import { type RemoteKey } from '@dating/contract';
import { Suspense, lazy, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteLoader, type RemoteLoader } from './RemoteLoaderContext';

// React.lazy keeps a rejected load for good, so every attempt gets a fresh lazy component.
const lazyRemoteApp = (loader: RemoteLoader, remote: RemoteKey) =>
  lazy(() => loader.loadApp(remote));

/**
 * One remote's App under /app, loaded on first use. The parent keys it by remote, so moving
 * between two routes of the same remote keeps this element and the remote's state. Memoised:
 * the layout renders again as its own calls answer (the profile, the counts), and the remote's
 * whole page with it did so for nothing; the session reaches the remote through its context.
 */
export const RemoteMount = memo(function RemoteMount({ remote }: { remote: RemoteKey }) {
  const { t } = useTranslation();
  const loader = useRemoteLoader();
  // An App loaded already (the start address's, fetched beside the shell) renders in this very
  // render: the page's first paint shows its content, not a loader and then the content.
  const [RemoteApp, setRemoteApp] = useState(
    () => loader.loadedApp(remote)?.default ?? lazyRemoteApp(loader, remote),
  );

  return (
    <RemoteErrorBoundary
      onRetry={() => setRemoteApp(() => lazyRemoteApp(loader, remote))}
      onError={() => loader.reportError(remote)}
    >
      <Suspense fallback={<Loader label={t('remote.loading')} />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
});
