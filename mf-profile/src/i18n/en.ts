/** The profile remote's texts in English, the default: every other language has the same keys. */
export const en = {
  pages: {
    profile: 'Profile',
    editProfile: 'Edit profile',
    editPhotos: 'Edit photos',
    settings: 'Settings',
    help: 'Help',
  },
};

export type ProfileTexts = typeof en;
