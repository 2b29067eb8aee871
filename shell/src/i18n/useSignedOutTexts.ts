import { useTranslation } from 'react-i18next';
import { enSignedOut } from './enSignedOut';
import { SHELL_NAMESPACE } from './shellI18n';

/**
 * Adds the signed-out pages' English texts to the shell's namespace, once per i18n instance,
 * before the page's first render reads them. The other languages' files hold them already.
 */
export function useSignedOutTexts(): void {
  const { i18n } = useTranslation();
  if (!i18n.getResource('en', SHELL_NAMESPACE, 'welcome')) {
    i18n.addResourceBundle('en', SHELL_NAMESPACE, enSignedOut, true, false);
  }
}
