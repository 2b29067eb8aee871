import { lazy, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../features/remotes/RemoteErrorBoundary';

/** A page (or a part of one) loaded as a chunk of its own on first use; `preload` fetches it ahead. */
export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A route's page as a chunk of its own. Once fetched (`preload`, or a first visit), later visits
 * render it at once, without a Suspense fallback: a page mounted then keeps that component. A
 * chunk that fails to arrive shows the error panel, whose Retry fetches it again.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  // A failed load leaves `loaded` unset: the next call fetches again.
  const preload = async () => (loaded ??= await load());
  const pending = () => lazy(async () => ({ default: await preload() }));
  // One pending component for every mount until a failure: React's own re-render of a failed
  // page then meets the same failure rather than fetching again unasked.
  let Pending = pending();
  function Page(props: Props) {
    const [Shown, setShown] = useState(() => loaded ?? Pending);
    const retry = () => {
      Pending = pending();
      setShown(() => loaded ?? Pending);
    };
    return (
      <RemoteErrorBoundary onRetry={retry}>
        <Shown {...props} />
      </RemoteErrorBoundary>
    );
  }
  return Object.assign(Page, { preload });
}
