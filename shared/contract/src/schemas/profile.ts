import { Type, type Static, type TSchema } from 'typebox';
import { post } from './call';
import { profileFieldInputs } from './profileFieldSchemas';
import { SETTINGS_FLAGS, type SettingsFlag } from './settingsFlags';
import { LIMITS } from '../rules/limits';
import { caller, flag, rowId, statusReply, text } from './wire';

/**
 * The own profile's changes (spec section 7, Profile and settings). Every field but the photo of
 * websetfirstlook is optional text (multipart sends text): the service checks each one with the
 * spec's rules, so a refusal carries the spec's message. Fields the spec does not list are dropped.
 */

/** One schema per settings flag. */
function settingsFlagFields<Schema extends TSchema>(schema: Schema): Record<SettingsFlag, Schema> {
  return Object.fromEntries(SETTINGS_FLAGS.map((name) => [name, schema])) as Record<
    SettingsFlag,
    Schema
  >;
}

/**
 * A latitude or longitude in decimal degrees, as a number (the browsers) or its text (forms): the
 * service refuses one that is not a coordinate with the spec's message.
 */
const coordinate = Type.Optional(Type.Union([Type.Number(), Type.String()]));

/** The settings flags of the profile (spec section 3), all 'true'/'false' strings. */
export const profileSettings = Type.Object(settingsFlagFields(flag));
export type ProfileSettings = Static<typeof profileSettings>;

/** POST websetprofile: any of these; each is checked and stored, or the call refused whole. */
export const setProfileBody = Type.Object({
  ...caller,
  user_name: text,
  /** The profile's fields (profileFields.ts) and each private one's `<name>_privacy`. */
  ...profileFieldInputs,
  /** Interest names: a JSON array, or a comma-separated list (architecture 3a). */
  check: text,
  /** The place's name; with lat and lon, a change of location (premium only). */
  place: text,
  lat: coordinate,
  lon: coordinate,
  /** The address uploadimageweb answered; `images_name` names the same upload. */
  images: text,
  images_name: text,
  /** The address (or storage name) of the photo to remove. */
  delete_image: text,
  /** '0' clears the "Remove related matches ?" question. */
  swipe: text,
  /** Purpose ids, comma-separated. */
  people_for: text,
  /** Each 'true' or 'false'; the service answers the spec's message for anything else. */
  ...settingsFlagFields(text),
});
export type SetProfileBody = Static<typeof setProfileBody>;

/** POST websetfirstlook: the photo becomes the main one, the others keep their order. */
export const setFirstLookBody = Type.Object({
  ...caller,
  /** The address (or storage name) of the photo to make the main one. */
  user_image: Type.String(),
});

/**
 * POST websetphotoorder (the product's own call): the caller's photos in their new order, by id
 * (numbers or their text), every one of them once; the first becomes the main photo.
 */
export const setPhotoOrderBody = Type.Object({
  ...caller,
  photo_ids: Type.Array(rowId, { minItems: 1, maxItems: LIMITS.maxPhotos }),
});
export type SetPhotoOrderBody = Static<typeof setPhotoOrderBody>;

/** The profile calls of spec section 7, and the photo order. */
export const profileCalls = {
  websetprofile: post(setProfileBody, statusReply),
  websetfirstlook: post(setFirstLookBody, statusReply),
  websetphotoorder: post(setPhotoOrderBody, statusReply),
};
