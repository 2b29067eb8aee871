import { useTranslation } from 'react-i18next';
import type { ShellMessages } from './en';
import { SHELL_NAMESPACE } from './shellI18n';

/**
 * Adds English texts that ship in a page's chunk (`enSignedOut`, `enFormMessages`) to the shell's
 * namespace, once per i18n instance, before the page's first render reads them. The other
 * languages' files hold them already.
 */
export function useEnglishTexts(texts: Partial<ShellMessages>): void {
  const { i18n } = useTranslation();
  const [first] = Object.keys(texts);
  if (first && !i18n.getResource('en', SHELL_NAMESPACE, first)) {
    i18n.addResourceBundle('en', SHELL_NAMESPACE, texts, true, false);
  }
}
