import { lazy, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../features/remotes/RemoteErrorBoundary';

/** A page loaded as a chunk of its own on first use; `preload` fetches it ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A route's page as a chunk of its own. Once fetched (`preload`, or a first visit), later visits
 * render it at once, without a Suspense fallback: a page mounted then keeps that component. A
 * chunk that fails to arrive shows the error panel, whose Retry fetches it again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  // A failed load leaves `loaded` unset: the next call fetches again.
  const preload = async () => (loaded ??= await load());
  const pending = () => lazy(async () => ({ default: await preload() }));
  // One pending component for every mount until a failure: React's own re-render of a failed
  // page then meets the same failure rather than fetching again unasked.
  let Pending = pending();
  function Page() {
    const [Shown, setShown] = useState(() => loaded ?? Pending);
    const retry = () => {
      Pending = pending();
      setShown(() => loaded ?? Pending);
    };
    return (
      <RemoteErrorBoundary onRetry={retry}>
        <Shown />
      </RemoteErrorBoundary>
    );
  }
  return Object.assign(Page, { preload });
}
