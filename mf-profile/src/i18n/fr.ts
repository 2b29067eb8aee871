import type { ProfileTexts } from './en';

export const fr: ProfileTexts = {
  pages: {
    profile: 'Profil',
    editProfile: 'Modifier le profil',
    editPhotos: 'Modifier les photos',
    settings: 'Paramètres',
    help: 'Aide',
  },
};
