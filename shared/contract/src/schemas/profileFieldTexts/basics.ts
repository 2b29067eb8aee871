import type { ProfileFieldTexts } from './profileFieldTexts';

/** The labels of the fields every profile had from the start, in the product's four languages. */
export const genderTexts: ProfileFieldTexts = {
  en: { label: 'Gender', options: { female: 'Female', male: 'Male', other: 'Other' } },
  fr: { label: 'Genre', options: { female: 'Femme', male: 'Homme', other: 'Autre' } },
  sp: { label: 'Género', options: { female: 'Mujer', male: 'Hombre', other: 'Otro' } },
  ar: { label: 'الجنس', options: { female: 'أنثى', male: 'ذكر', other: 'آخر' } },
};

export const bioTexts: ProfileFieldTexts = {
  en: { label: 'Bio' },
  fr: { label: 'Bio' },
  sp: { label: 'Biografía' },
  ar: { label: 'نبذة' },
};

export const jobTexts: ProfileFieldTexts = {
  en: { label: 'Job' },
  fr: { label: 'Métier' },
  sp: { label: 'Trabajo' },
  ar: { label: 'الوظيفة' },
};

export const companyTexts: ProfileFieldTexts = {
  en: { label: 'Company' },
  fr: { label: 'Entreprise' },
  sp: { label: 'Empresa' },
  ar: { label: 'الشركة' },
};

export const schoolTexts: ProfileFieldTexts = {
  en: { label: 'School' },
  fr: { label: 'École' },
  sp: { label: 'Escuela' },
  ar: { label: 'المدرسة' },
};
