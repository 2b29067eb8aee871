import { TEXT_FIELD_FEED_FLAGS } from './profileFields';

/** The flags that let the member's changes into their matches' feeds: a photo, a place, a text. */
export const FEED_FLAGS = ['feed_image', 'feed_location', ...TEXT_FIELD_FEED_FLAGS] as const;
export type FeedFlag = (typeof FEED_FLAGS)[number];

/**
 * The settings flags of spec section 3 (Profile), each 'true' or 'false' on the wire: values the
 * browser uses at run time, so they live apart from the schemas (which only the server loads).
 */
export const SETTINGS_FLAGS = [
  'show_age',
  'show_location',
  'invisible',
  'hide_ads',
  'message_notification',
  'like_notification',
  ...FEED_FLAGS,
] as const;

export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];

/** Spec section 6: free members cannot turn these; the server refuses them too. */
export const PREMIUM_FLAGS: readonly SettingsFlag[] = [
  'show_age',
  'show_location',
  'invisible',
  'hide_ads',
];
