import { lazy, useState, type ComponentType } from 'react';

/** A page loaded as a chunk of its own on first use; `preload` fetches it ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A route's page as a chunk of its own. Once fetched (`preload`, or a first visit), later visits
 * render it at once, without a Suspense fallback: a page mounted then keeps that component.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => (loaded ??= await load());
  const Pending = lazy(async () => ({ default: await preload() }));
  function Page() {
    const [Shown] = useState(() => loaded ?? Pending);
    return <Shown />;
  }
  return Object.assign(Page, { preload });
}
