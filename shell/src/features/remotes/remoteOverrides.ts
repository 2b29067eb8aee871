import { REMOTES, sessionStore, type RemoteKey } from '@dating/shared';

/** The address parameters QA points a remote at another version with: `?remote:mf-chat=<id>`. */
const PARAMETER_PREFIX = 'remote:';

/** A remote's name on the wire and in the release commands: its folder, 'mf-chat'. */
const REMOTE_NAMES = new Set(Object.keys(REMOTES).map((remote) => `mf-${remote as RemoteKey}`));

/** This tab's overrides, by remote name, as sessionStorage keeps them ('mf-chat:<id>,...'). */
function storedOverrides(): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const pair of (sessionStore.read('remote_overrides') ?? '').split(',')) {
    const [remote = '', version = ''] = pair.split(':');
    if (REMOTE_NAMES.has(remote) && version) overrides.set(remote, version);
  }
  return overrides;
}

/**
 * Moves `?remote:<name>=<version>` parameters of the address into this tab's sessionStorage and
 * out of the address bar, so a reload or a link keeps testing that version without showing it
 * (an empty version drops that remote's override). Run once at start, before the router reads
 * the address.
 */
export function adoptOverrideParameters(): void {
  const url = new URL(window.location.href);
  const parameters = [...url.searchParams.keys()].filter((key) => key.startsWith(PARAMETER_PREFIX));
  if (parameters.length === 0) return;
  const overrides = storedOverrides();
  for (const key of parameters) {
    const remote = key.slice(PARAMETER_PREFIX.length);
    const version = url.searchParams.get(key)?.trim() ?? '';
    url.searchParams.delete(key);
    if (!REMOTE_NAMES.has(remote)) continue;
    if (version && !/[,:]/.test(version)) overrides.set(remote, version);
    else overrides.delete(remote);
  }
  try {
    if (overrides.size === 0) sessionStore.remove('remote_overrides');
    else {
      const pairs = [...overrides].map(([remote, version]) => `${remote}:${version}`);
      sessionStore.write('remote_overrides', pairs.join(','));
    }
  } catch {
    // Storage refused: the override is not kept, and the address is cleaned all the same.
  }
  window.history.replaceState(window.history.state, '', url);
}

/** This tab's overrides as GET remotes' `override` value, '' when there are none. */
export function remoteOverrides(): string {
  try {
    return [...storedOverrides()].map(([remote, version]) => `${remote}:${version}`).join(',');
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
