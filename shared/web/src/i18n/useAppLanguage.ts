import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dating/contract';

/**
 * The language of the app showing a shared component: its own i18next instance's, the default
 * when that is none of ours. The kit's components carry their own words in each language.
 */
export function useAppLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
