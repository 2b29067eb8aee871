import type { ProfileFieldTexts } from './profileFieldTexts';

/** The languages themselves are named by the browser (Intl.DisplayNames) in the reader's language. */
export const languagesTexts: ProfileFieldTexts = {
  en: { label: 'Languages I speak', nextStep: 'Add the languages you speak' },
  fr: { label: 'Langues parlées', nextStep: 'Ajoutez les langues que vous parlez' },
  sp: { label: 'Idiomas que hablo', nextStep: 'Añade los idiomas que hablas' },
  ar: { label: 'اللغات التي أتحدثها', nextStep: 'أضف اللغات التي تتحدثها' },
};
