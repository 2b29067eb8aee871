import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '../rules/limits';
import { eventBus } from '../bus/eventBus';

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}

/** A language as `lang` attributes name it (BCP 47): the spec's 'sp' is Spanish, 'es'. */
export function htmlLang(language: Language): string {
  return language === 'sp' ? 'es' : language;
}

/**
 * Each app (the shell and every remote) owns its own i18next instance and namespace; the shell
 * owns the language. `followLocale` keeps a remote's instance on the shell's language.
 */
export function createI18n(options: {
  namespace: string;
  resources: Resource;
  language?: Language;
}): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: options.resources,
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [options.namespace],
    defaultNS: options.namespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Keeps an instance on the language the shell broadcasts; returns the unsubscribe. */
export function followLocale(instance: i18n): () => void {
  const onChange = ({ language }: { language: Language }) => {
    void instance.changeLanguage(language);
  };
  eventBus.on('locale:changed', onChange);
  return () => eventBus.off('locale:changed', onChange);
}
