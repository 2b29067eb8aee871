import { Type } from 'typebox';
import { post } from './call';
import { statusReply, text } from './wire';

/**
 * Calls about the running product rather than a domain: the license (the remotes' addresses are
 * the registry's, remoteReleases.ts).
 */

/** POST checklicense: old mobile clients send their host name at start; nothing is checked. */
export const checkLicenseBody = Type.Object({ hostname: text, language: text });

export const platformCalls = {
  checklicense: post(checkLicenseBody, statusReply),
};
