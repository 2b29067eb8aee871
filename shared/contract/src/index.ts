// What the browsers take of the contract: its types and the few constants they show or send.
// The schemas themselves are `@dating/contract/schemas`, the server's: they stay out of the
// browsers' bundles. The form checks are `@dating/contract/validation`, the messages' English
// catalogue `@dating/contract/messages` and each translation `@dating/contract/messages/<language>`:
// only the pages that check a form or show a message load them.
export * from './rules/limits';
export { cityOf, placeFromAddress } from './rules/places';
export { ageAfterName, distanceAway } from './i18n/cardCaption';
export type { MessageKey } from './rules/messages';
export * from './rules/reports';
export type { ScamKind } from './rules/scamKinds';
export type * from './schemas';
export {
  CHAT_FILTERS,
  CHAT_LIST_SECTIONS,
  CHAT_REACTIONS,
  CHAT_SORTS,
} from './schemas/chatFilters';
export {
  IMPORTANCE_WEIGHTS,
  IMPORTANCES,
  MIN_COMMON_QUESTIONS,
  QUESTION_CATEGORIES,
} from './schemas/compatibilityChoices';
export {
  ACTIVE_WITHIN,
  FILTER_CRITERIA,
  FILTER_GENDERS,
  filterGenderMatches,
  specFilterGenderOf,
} from './schemas/discoveryFilters';
export { FEED_FLAGS, PREMIUM_FLAGS, SETTINGS_FLAGS } from './schemas/settingsFlags';
export {
  FRAME_MAX_SIDE,
  FRAMES_PER_POSE,
  POSES_PER_CHALLENGE,
  VERIFICATION_POSES,
} from './schemas/verificationPoses';
export { SNOOZE_CHOICES } from './schemas/privacyChoices';
export {
  emptyOwnProfileFields,
  FIELD_PRIVACY,
  FILTER_FIELDS,
  fieldTextsReady,
  GENDER_FIELD,
  GENDER_IDENTITY_FIELD,
  loadFieldTexts,
  MEMBER_GENDERS,
  onFieldTextsLoaded,
  PRIVATE_FIELDS,
  PROFILE_FIELDS,
  parseFieldInput,
  profileField,
  profileFieldText,
  profileFieldsFor,
  TEXT_FIELDS,
} from './schemas/profileFields';
export type * from './i18n/messageTexts';
export * from './routes/appRoutes';
