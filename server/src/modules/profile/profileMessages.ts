/** The profile module's own refusals, beyond the spec's catalogue (MESSAGES of @dating/shared). */
export const PROFILE_MESSAGES = {
  premiumRequired: 'Only premium members can change this',
  flagFormat: (field: string) => `${field} must be 'true' or 'false'`,
  genderFormat: 'Gender must be female, male or other',
  photoNotFound: 'Photo not found',
  uploadNotFound: 'Upload the image first',
  profileUpdated: 'Profile updated',
} as const;
