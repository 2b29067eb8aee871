import type { CallAnswer, CallContract, CallFields } from './call';
import { accountCalls } from './accounts';
import { chatCalls } from './chat';
import { compatibilityCalls } from './compatibility';
import { contactSafetyCalls } from './contactSafety';
import { contentCalls } from './content';
import { dataExportCalls } from './dataExport';
import { discoveryCalls } from './discovery';
import { emailDigestCalls } from './emailDigests';
import { mediaCallCalls } from './mediaCalls';
import { moderationCalls } from './moderation';
import { paymentCalls } from './payments';
import { photoCalls } from './photos';
import { placeCalls } from './places';
import { platformCalls } from './platform';
import { privacyCalls } from './privacy';
import { profileCalls } from './profile';
import { remoteReleaseCalls } from './remoteReleases';
import { promptCalls } from './prompts';
import { pushCalls } from './push';
import { safetyCalls } from './safety';
import { verificationCalls } from './verification';

/**
 * Every call of spec section 7, and the product's own (safety, moderation), by name: the one map the server's routes are validated with and
 * the browsers' RTK Query endpoints are typed by. A wrong name or field does not compile.
 */
export const CALLS = {
  ...accountCalls,
  ...chatCalls,
  ...compatibilityCalls,
  ...contactSafetyCalls,
  ...contentCalls,
  ...dataExportCalls,
  ...discoveryCalls,
  ...emailDigestCalls,
  ...mediaCallCalls,
  ...moderationCalls,
  ...paymentCalls,
  ...photoCalls,
  ...placeCalls,
  ...platformCalls,
  ...privacyCalls,
  ...profileCalls,
  ...remoteReleaseCalls,
  ...promptCalls,
  ...pushCalls,
  ...safetyCalls,
  ...verificationCalls,
} satisfies Record<string, CallContract>;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

/** What a browser sends for the named call. */
export type CallFieldsOf<Name extends CallName> = CallFields<Calls[Name]>;

/** What the named call answers on success. */
export type CallAnswerOf<Name extends CallName> = CallAnswer<Calls[Name]>;
