// The UI kit every page's frame uses. The form controls are `@dating/ui/forms`: only the pages
// with forms load them. So are the loading skeletons (`@dating/ui/Skeleton`), a debounced value
// (`@dating/ui/useDebouncedValue`), the place picker (`@dating/ui/PlacePicker`), the report
// dialogs (`@dating/ui/ReportDialog`), the two-handled slider (`@dating/ui/RangeSlider`, only
// the filter page loads Radix's slider), the dialog (`@dating/ui/Modal`: no page opens with one)
// and a like's quote (`@dating/ui/LikedQuote`): the pages that use them carry them, not the swipe
// home.
export * from './EmptyState';
export * from './LoadFailed';
export * from './Loader';
export * from './useTimedMessage';
export * from './useLoaderThreshold';
export * from './Icon';
export * from './VerifiedBadge';
export * from './NameAndAge';
export * from './ProfileFieldRows';
export * from './profileFieldTexts';
export * from './IsolatedSentence';
export type { PlacePick, PlacePickerProps, PlacesQueryHook } from './PlacePicker';
export * from './Page';
export * from './PageHeader';
export type { RangeSliderProps } from './RangeSlider';
