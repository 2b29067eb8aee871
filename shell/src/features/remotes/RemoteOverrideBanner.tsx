import { Suspense, lazy, useEffect, useState } from 'react';
import { useRemoteLoader, type RemoteOverride } from './RemoteLoaderContext';

const RemoteOverrideNotice = lazy(() => import('./RemoteOverrideNotice'));

/**
 * Tells a QA member which remotes this tab runs at a version of their choosing, as the server
 * honoured it (an override the server refused shows nothing: the member runs the released
 * version), with the way back to the released versions.
 */
export function RemoteOverrideBanner({ reload = () => window.location.reload() }) {
  const loader = useRemoteLoader();
  const [overrides, setOverrides] = useState<RemoteOverride[]>([]);
  useEffect(() => loader.subscribeOverrides(setOverrides), [loader]);

  if (overrides.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RemoteOverrideNotice overrides={overrides} reload={reload} />
    </Suspense>
  );
}
