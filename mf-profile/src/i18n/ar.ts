import type { ProfileTexts } from './en';

export const ar: ProfileTexts = {
  pages: {
    profile: 'الملف الشخصي',
    editProfile: 'تعديل الملف الشخصي',
    editPhotos: 'تعديل الصور',
    settings: 'الإعدادات',
    help: 'المساعدة',
  },
};
