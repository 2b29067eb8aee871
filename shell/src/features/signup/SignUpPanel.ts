import { lazyPage } from '../../app/lazyPage';

/**
 * The Signup tab's content (its form, the flow's steps and their rules) as a chunk of its own: a
 * member signing in, the login page's first view, does not wait for it. The browser prefetches
 * the chunk at its lowest priority once the login page's own has loaded (webpackPrefetch:
 * downloaded, not run, so the page's first seconds carry no work for it); it runs when the tab
 * is shown.
 */
export const SignUpPanel = lazyPage(
  async () =>
    (await import(/* webpackChunkName: "signup", webpackPrefetch: true */ './SignUpForm'))
      .SignUpForm,
);

/** Runs the Signup tab's chunk ahead of a click; a failure is left to the tab (its Retry). */
export function preloadSignUpPanel(): void {
  SignUpPanel.preload().catch(() => undefined);
}
