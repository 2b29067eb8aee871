import type { ProfileFieldTexts } from './profileFieldTexts';

/** The languages themselves are named by the browser (Intl.DisplayNames) in the reader's language. */
export const languagesTexts: ProfileFieldTexts = {
  en: {
    label: 'Languages I speak',
    filterLabel: 'Speaks any of these languages',
    nextStep: 'Add the languages you speak',
  },
  fr: {
    label: 'Langues parlées',
    filterLabel: 'Parle l’une de ces langues',
    nextStep: 'Ajoutez les langues que vous parlez',
  },
  sp: {
    label: 'Idiomas que hablo',
    filterLabel: 'Habla alguno de estos idiomas',
    nextStep: 'Añade los idiomas que hablas',
  },
  ar: {
    label: 'اللغات التي أتحدثها',
    filterLabel: 'يتحدث إحدى هذه اللغات',
    nextStep: 'أضف اللغات التي تتحدثها',
  },
};
