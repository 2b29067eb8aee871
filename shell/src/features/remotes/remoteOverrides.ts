import { sessionStore } from '@dating/web';

/**
 * This tab's QA overrides as GET remotes' `override` value ('mf-chat:<version>,...'), '' when
 * there are none. The early-call script (@dating/web's earlyCallScript.ts) moves
 * `?remote:mf-chat=<version>` from any address into sessionStorage, in this form, before the
 * bundles run.
 */
export function remoteOverrides(): string {
  try {
    return sessionStore.read('remote_overrides') ?? '';
  } catch {
    return '';
  }
}

/** Back to the released versions: the tab's overrides are forgotten; the caller reloads. */
export function clearRemoteOverrides(): void {
  try {
    sessionStore.remove('remote_overrides');
  } catch {
    // nothing kept, nothing to clear
  }
}
