import type { CallError } from '@dating/web';
import type { AppDispatch } from '../../app/store';
import type { LoginArgs } from './sessionApi';

/**
 * The session's calls, and RTK Query with them, loaded at a visitor's first sign-in under /app's
 * chunk name: the login page starts without them (their evaluation was a slow phone's long task
 * before the page answered), and the app a sign-in opens runs that chunk next.
 */
const loadSessionApi = () => import(/* webpackChunkName: "page-app" */ './sessionApi');

/** Fetches the session's calls ahead of a sign-in; a failure is left to the sign-in itself. */
export function preloadSignIn(): void {
  loadSessionApi().catch(() => undefined);
}

/**
 * A mutation started outside a hook: its answer, or its error thrown as the hook's `unwrap`
 * would, and its entry in the store dropped once read (no hook unmounts to drop it).
 */
export async function mutationAnswer<Answer>(call: {
  unwrap: () => Promise<Answer>;
  reset: () => void;
}): Promise<Answer> {
  try {
    return await call.unwrap();
  } finally {
    call.reset();
  }
}

/**
 * Signs in (webemaillogin); the session API's listeners keep the session it answers. The admin
 * data the app's gate waits for goes out beside it, as the login page no longer has it cached.
 */
export async function signIn(dispatch: AppDispatch, credentials: LoginArgs): Promise<void> {
  const [{ sessionApi }, { adminDataApi }] = await Promise.all([
    loadSessionApi(),
    import(/* webpackChunkName: "page-app" */ '../admin-data/adminDataApi'),
  ]);
  void dispatch(adminDataApi.util.prefetch('adminData', undefined, {}));
  await mutationAnswer(dispatch(sessionApi.endpoints.login.initiate(credentials)));
}

/** A sign-in refused for a suspension or ban: the session's standing notice shows it. */
export function isStandingRefusal(error: unknown): error is CallError {
  return (error as Partial<CallError> | null)?.status === 403;
}
