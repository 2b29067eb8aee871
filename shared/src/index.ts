// The form checks are `@dating/shared/validation`: only the pages with forms load them.
export * from './rules/limits';
// The messages' English catalogue with `messageKeyOf` is `@dating/shared/messages`, its
// translation for English `@dating/shared/messages/en`: only what shows a message loads them.
export type { MessageKey } from './rules/messages';
export * from './rules/reports';
export * from './api';
// The contract's types only: its schemas are the server's, and stay out of the browsers' bundles.
export type * from './contract';
export {
  CHAT_FILTERS,
  CHAT_LIST_SECTIONS,
  CHAT_REACTIONS,
  CHAT_SORTS,
} from './contract/chatFilters';
export { FILTER_GENDERS, filterGenderMatches } from './contract/discoveryFilters';
export { FEED_FLAGS, PREMIUM_FLAGS, SETTINGS_FLAGS } from './contract/settingsFlags';
export {
  FRAME_MAX_SIDE,
  FRAMES_PER_POSE,
  POSES_PER_CHALLENGE,
  VERIFICATION_POSES,
} from './contract/verificationPoses';
export { SNOOZE_CHOICES } from './contract/privacyChoices';
export {
  emptyOwnProfileFields,
  FIELD_PRIVACY,
  FILTER_FIELDS,
  GENDER_FIELD,
  MEMBER_GENDERS,
  PRIVATE_FIELDS,
  PROFILE_FIELDS,
  parseFieldInput,
  profileField,
  TEXT_FIELDS,
} from './contract/profileFields';
export * from './api/baseQuery';
export * from './api/ownProfileEndpoint';
export { peekEarlyAnswer } from './api/earlyCalls';
export * from './bus/eventBus';
export * from './session/session';
export * from './session/clientStorage';
export * from './i18n/createI18n';
export * from './i18n/messageTexts';
export * from './i18n/useAppLanguage';
export * from './routes/appRoutes';
export * from './ui/EmptyState';
export * from './ui/Loader';
export * from './remote/createRemoteStore';
export * from './remote/RemoteRoutes';
export * from './remote/RemoteApp';
export * from './remote/RemoteProviders';
export * from './remote/remoteWidgets';
export * from './ui/Modal';
export * from './ui/useTimedMessage';
export * from './ui/useLoaderThreshold';
export * from './ui/VerifiedBadge';
export * from './ui/LikedQuote';
export * from './ui/ProfileFieldRows';
export * from './ui/profileFieldTexts';
export * from './ui/IsolatedSentence';
// The picker itself is `@dating/shared/PlacePicker`: only the pages that pick a place load it.
export type { PlacePick, PlacePickerProps, PlacesQueryHook } from './ui/PlacePicker';
export * from './realtime/realtime';
export * from './ui/Page';
export * from './ui/PageHeader';
// The form controls are `@dating/shared/forms`: only the pages with forms load them. So are the
// loading skeletons (`@dating/shared/Skeleton`), dates (`@dating/shared/formatDate`), a picked
// picture re-encoded for upload (`@dating/shared/photoDataUrl`) and a debounced value
// (`@dating/shared/useDebouncedValue`): the pages that use them carry them, not the swipe home.
// The two-handled slider is `@dating/shared/RangeSlider`: only the filter page loads Radix's slider.
export type { RangeSliderProps } from './ui/RangeSlider';
