import { createI18n, type Language } from '@dating/shared';
import type { i18n } from 'i18next';
import { en, type DiscoveryTexts } from './en';

/** The discovery remote's own namespace, apart from the shell's and the other remotes'. */
export const DISCOVERY_NAMESPACE = 'discovery';

/**
 * English ships with the App (it is the fallback); the other languages are chunks of their own,
 * fetched when the member uses them, so the swipe home carries one language, not four.
 */
const LOAD_TEXTS: Record<Exclude<Language, 'en'>, () => Promise<DiscoveryTexts>> = {
  fr: async () => (await import('./fr')).fr,
  sp: async () => (await import('./sp')).sp,
  ar: async () => (await import('./ar')).ar,
};

function loadTexts(instance: i18n, language: string) {
  if (!(language in LOAD_TEXTS) || instance.hasResourceBundle(language, DISCOVERY_NAMESPACE)) {
    return;
  }
  void LOAD_TEXTS[language as keyof typeof LOAD_TEXTS]().then((texts) => {
    instance.addResourceBundle(language, DISCOVERY_NAMESPACE, texts);
    // Announces the language again, so the screens render with the texts that just arrived.
    if (instance.language === language) void instance.changeLanguage(language);
  });
}

export function createDiscoveryI18n(language: Language) {
  const instance = createI18n({
    namespace: DISCOVERY_NAMESPACE,
    resources: { en: { [DISCOVERY_NAMESPACE]: en } },
    language,
  });
  loadTexts(instance, language);
  instance.on('languageChanged', (next) => loadTexts(instance, next));
  return instance;
}
