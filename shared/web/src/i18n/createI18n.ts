import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@dating/contract';
import { eventBus } from '../bus/eventBus';

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}

/** A language as `lang` attributes name it (BCP 47): the spec's 'sp' is Spanish, 'es'. */
export function htmlLang(language: Language): string {
  return language === 'sp' ? 'es' : language;
}

/** An app's texts of one namespace, fetched when a member uses that language. */
export type TextLoaders = Partial<Record<Language, () => Promise<Resource[string][string]>>>;

/** Per instance, the texts being fetched or fetched, by language: each is fetched once. */
const loading = new WeakMap<i18n, Map<string, Promise<void>>>();

function loadTexts(instance: i18n, namespace: string, loaders: TextLoaders, language: string) {
  const started = loading.get(instance) ?? new Map<string, Promise<void>>();
  loading.set(instance, started);
  const load = loaders[language as Language];
  if (!load || started.has(language) || instance.hasResourceBundle(language, namespace)) return;
  started.set(
    language,
    load().then(
      (texts) => {
        instance.addResourceBundle(language, namespace, texts);
        // Announces the language again, so the screens render with the texts that just arrived.
        if (instance.language === language) void instance.changeLanguage(language);
      },
      (error: unknown) => {
        // English stays on screen (the fallback); the next change to this language tries again.
        started.delete(language);
        console.warn(`The ${language} texts of ${namespace} did not load`, error);
      },
    ),
  );
}

/**
 * Each app (the shell and every remote) owns its own i18next instance and namespace; the shell
 * owns the language. `followLocale` keeps a remote's instance on the shell's language.
 * `resources` holds what ships with the app (English, the fallback, at least); `loadTexts` fetches
 * the other languages when the member uses them, so a page carries one language, not four.
 */
export function createI18n(options: {
  namespace: string;
  resources: Resource;
  language?: Language;
  loadTexts?: TextLoaders;
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
  const loaders = options.loadTexts;
  if (loaders) {
    loadTexts(instance, options.namespace, loaders, instance.language);
    instance.on('languageChanged', (next) => loadTexts(instance, options.namespace, loaders, next));
  }
  return instance;
}

/** Settles once the texts of the instance's current language are there (at once if shipped). */
export async function currentTextsLoaded(instance: i18n): Promise<void> {
  await loading.get(instance)?.get(instance.language);
}

/** Keeps an instance on the language the shell broadcasts; returns the unsubscribe. */
export function followLocale(instance: i18n): () => void {
  const onChange = ({ language }: { language: Language }) => {
    void instance.changeLanguage(language);
  };
  eventBus.on('locale:changed', onChange);
  return () => eventBus.off('locale:changed', onChange);
}
