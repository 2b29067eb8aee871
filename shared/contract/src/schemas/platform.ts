import { Type, type Static } from 'typebox';
import { get, post } from './call';
import { ok, statusReply, text } from './wire';

/** Calls about the running product rather than a domain: remote discovery and the license. */

/** Where the shell finds each remote at run time. */
export const remoteEntry = Type.Object({
  /** The remote's name, e.g. 'discovery'. */
  name: Type.String(),
  /** The address of its build's remoteEntry.js, or of where REMOTE_<NAME>_URL deployed it. */
  entry: Type.String(),
});
export type RemoteEntry = Static<typeof remoteEntry>;

/** GET remotes: every remote's entry, so a team redeploys its remote without the shell. */
export const remotesReply = Type.Object({ status: ok, remotes: Type.Array(remoteEntry) });
export type RemotesResponse = Static<typeof remotesReply>;

/** POST checklicense: old mobile clients send their host name at start; nothing is checked. */
export const checkLicenseBody = Type.Object({ hostname: text, language: text });

export const platformCalls = {
  remotes: get(remotesReply),
  checklicense: post(checkLicenseBody, statusReply),
};
