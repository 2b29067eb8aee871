import mitt from 'mitt';
import type { CallKind, CallRingNotice, Language } from '@dating/contract';

/**
 * The premium popup's slides a locked feature opens it at (spec section 2, Premium popup): what
 * the member reached for (rewind, a change of location, seeing likes or visitors, ...).
 */
export type PremiumBenefit =
  'location' | 'likes' | 'rewind' | 'seeLikes' | 'control' | 'visitors' | 'ads';

/** The call screen to open: a ring that reached the member, or a call they start from a chat. */
export type CallScreenRequest =
  | { incoming: CallRingNotice }
  | { outgoing: { chatId: number; userId: number; name: string; image?: string; kind: CallKind } };

/**
 * The one way remotes affect each other or the shell. `@dating/web` is a federation
 * singleton, so every remote and the shell hold this same emitter.
 */
export type DatingEvents = {
  /** `benefit`: the slide the popup starts at, when a locked feature raised it. */
  'premium:open': { source: string; benefit?: PremiumBenefit };
  'superlike-packs:open': { source: string };
  'boost-plans:open': { source: string };
  'counts:changed': undefined;
  /** A purchase changed the member's premium, boosts or super likes: reload what shows them. */
  'membership:changed': undefined;
  /** The member saved their own profile or photos: reload what shows them (the sidebar). */
  'profile:changed': undefined;
  'locale:changed': { language: Language };
  'session:expired': undefined;
  /** A member asked to sign out (the shell's sidebar, the profile remote's settings). */
  'session:logout': undefined;
  /**
   * A member asked for notifications on this device (a click in the profile remote's settings):
   * the shell asks the browser, then subscribes.
   */
  'push:enable': undefined;
  /** Opens the call screen (mf-chat's call widget): on any page for a ring, from a chat to call. */
  'call:open': CallScreenRequest;
};

export const eventBus = mitt<DatingEvents>();

export type EventName = keyof DatingEvents;
