import type { ProfileTexts } from './en';

export const sp: ProfileTexts = {
  pages: {
    profile: 'Perfil',
    editProfile: 'Editar perfil',
    editPhotos: 'Editar fotos',
    settings: 'Ajustes',
    help: 'Ayuda',
  },
};
