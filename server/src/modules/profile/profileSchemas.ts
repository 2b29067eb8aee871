import { Type, type Static } from 'typebox';

/**
 * The profile calls' schemas. Every field is an optional string (multipart sends text); the
 * service checks each one with the spec's rules so a refusal carries the spec's message.
 * Fields the spec does not list are ignored.
 */

/** The settings flags of spec section 3, each 'true' or 'false'. */
export const SETTINGS_FLAGS = [
  'show_age',
  'show_location',
  'invisible',
  'hide_ads',
  'message_notification',
  'like_notification',
  'feed_image',
  'feed_location',
  'feed_job',
  'feed_bio',
  'feed_company',
  'feed_school',
] as const;

export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];

/** Spec section 6: free members cannot turn these. */
export const PREMIUM_FLAGS: readonly SettingsFlag[] = [
  'show_age',
  'show_location',
  'invisible',
  'hide_ads',
];

const text = Type.Optional(Type.String());

const flagFields = Object.fromEntries(SETTINGS_FLAGS.map((flag) => [flag, text])) as Record<
  SettingsFlag,
  typeof text
>;

export const setProfileBody = Type.Object({
  user_id: text,
  language: text,
  user_name: text,
  gender: text,
  bio: text,
  job: text,
  company: text,
  school: text,
  /** Interest names: a JSON array, or a comma-separated list (architecture 3a). */
  check: text,
  place: text,
  lat: text,
  lon: text,
  /** The address uploadimageweb answered; `images_name` names the same upload. */
  images: text,
  images_name: text,
  /** The address (or storage name) of the photo to remove. */
  delete_image: text,
  /** '0' clears the "Remove related matches ?" question. */
  swipe: text,
  /** Purpose ids, comma-separated. */
  people_for: text,
  ...flagFields,
});

export type SetProfileBody = Static<typeof setProfileBody>;

export const setFirstLookBody = Type.Object({
  user_id: text,
  language: text,
  /** The address (or storage name) of the photo to make the main one. */
  user_image: Type.String(),
});

export const messageReply = Type.Object({
  status: Type.Literal('true'),
  message: Type.Optional(Type.String()),
});
