import {
  eventBus,
  type DatingEvents,
  REMOTE_WIDGETS,
  type RemoteWidgetKey,
  type RemoteWidgetProps,
} from '@dating/web';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteLoader, type RemoteLoader } from './RemoteLoaderContext';
import './RemoteWidgetHost.css';

// React.lazy keeps a rejected load for good, so every opening gets a fresh lazy component.
const lazyWidget = (loader: RemoteLoader, widget: RemoteWidgetKey) =>
  lazy(() => loader.loadWidget(widget));

// A failed load of the dialog shows its own retry, not the widget's error (lazyPage).
const WidgetLoadingDialog = lazyPage(
  async () => (await import('./WidgetLoadingDialog')).WidgetLoadingDialog,
);

/**
 * Shows one remote widget while its bus event has asked for it (e.g. the premium popup on
 * `premium:open`), loaded from its remote on first use; a failed load offers a retry.
 */
export function RemoteWidgetHost({ widget }: { widget: RemoteWidgetKey }) {
  const loader = useRemoteLoader();
  // Held in an object: a component in state would be taken for an updater function.
  const [shown, setShown] = useState<{
    Widget: ComponentType<RemoteWidgetProps>;
    request: RemoteWidgetProps['request'];
  } | null>(null);

  useEffect(() => {
    const { event } = REMOTE_WIDGETS[widget];
    const open = (request: DatingEvents[typeof event]) =>
      setShown((current) => current ?? { Widget: lazyWidget(loader, widget), request });
    eventBus.on(event, open);
    return () => eventBus.off(event, open);
  }, [loader, widget]);

  if (!shown) return null;
  const { Widget, request } = shown;
  const close = () => setShown(null);

  return (
    <div className="remote-widget-host">
      <RemoteErrorBoundary
        onRetry={() => setShown({ Widget: lazyWidget(loader, widget), request })}
        onError={() => loader.reportError(REMOTE_WIDGETS[widget].remote)}
      >
        <Suspense
          fallback={
            <Suspense fallback={null}>
              <WidgetLoadingDialog onClose={close} />
            </Suspense>
          }
        >
          <Widget onClose={close} request={request} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
