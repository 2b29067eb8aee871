import { findAppRoute, pathTo } from '@dating/contract';

/** What a plan picker leaves in the navigation state of the payment screen it opens. */
export interface PaymentNavigationState {
  /** The /app address the member chose the plan from, where they go back once paid. */
  returnTo: string;
}

/** Spec sections 4 and 8: without a page to go back to, the member ends on their profile. */
export const DEFAULT_RETURN_TO = pathTo('profile');

// Only resolves relative addresses: a value naming another origin comes out with this one.
const THIS_ORIGIN = 'https://app.invalid';

/**
 * Where the payment screen sends the member back to: the address in its navigation state when
 * it is a page of the app other than a payment screen, otherwise their profile. Another site, a
 * protocol-relative `//host` or a made-up path is never followed.
 */
export function returnToOf(navigationState: unknown): string {
  const candidate =
    typeof navigationState === 'object' && navigationState !== null && 'returnTo' in navigationState
      ? navigationState.returnTo
      : undefined;
  if (typeof candidate !== 'string' || !candidate.startsWith('/app/')) return DEFAULT_RETURN_TO;
  const address = new URL(candidate, THIS_ORIGIN);
  if (address.origin !== THIS_ORIGIN || !address.pathname.startsWith('/app/')) {
    return DEFAULT_RETURN_TO;
  }
  const route = findAppRoute(address.pathname.slice('/app/'.length));
  if (!route || route.remote === 'payments') return DEFAULT_RETURN_TO;
  return address.pathname + address.search;
}
