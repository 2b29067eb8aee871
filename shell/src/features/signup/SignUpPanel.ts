import { lazyPage } from '../../app/lazyPage';

/**
 * The Signup tab's content (its form, the flow's steps and their rules) as a chunk of its own: a
 * member signing in, the login page's first view, does not wait for it.
 */
export const SignUpPanel = lazyPage(
  async () => (await import(/* webpackChunkName: "signup" */ './SignUpForm')).SignUpForm,
);

/** Fetches the Signup tab ahead of a click; a failure is left to the tab (its Retry). */
export function preloadSignUpPanel(): void {
  SignUpPanel.preload().catch(() => undefined);
}
