import type { ProfileFieldTexts } from './profileFieldTexts';

export const heightTexts: ProfileFieldTexts = {
  en: { label: 'Height', nextStep: 'Add your height' },
  fr: { label: 'Taille', nextStep: 'Indiquez votre taille' },
  sp: { label: 'Altura', nextStep: 'Añade tu altura' },
  ar: { label: 'الطول', nextStep: 'أضف طولك' },
};
