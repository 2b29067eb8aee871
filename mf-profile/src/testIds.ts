/** The data-testid values of this remote, for its tests and the e2e journeys. */
export const TEST_IDS = {
  profilePhoto: 'profile-photo',
  photoSlide: 'photo-slide',
  photoFileInput: 'photo-file-input',
  placeSuggestion: 'place-suggestion',
} as const;
