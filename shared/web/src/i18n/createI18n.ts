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

type Texts = Resource[string][string];
type TextLoader = () => Promise<Texts>;

/** An app's texts of one namespace, fetched when a member uses that language. */
export type TextLoaders = Partial<Record<Language, TextLoader>>;

/** What an instance fetches its texts with, and the fetches under way, by language. */
interface TextFetches {
  namespace: string;
  loaders: TextLoaders;
  underWay: Map<string, Promise<void>>;
}
const fetchesOf = new WeakMap<i18n, TextFetches>();

/** Texts fetched already, by loader: the app's next instance (a remount) has them at once. */
const fetched = new WeakMap<TextLoader, Texts>();

function addTexts(instance: i18n, namespace: string, language: Language, texts: Texts) {
  instance.addResourceBundle(language, namespace, texts);
  // Announced again when current: i18next then resolves to it (`dir()` reads that: 'rtl' for ar).
  if (instance.language === language) void instance.changeLanguage(language);
}

/**
 * Adds the texts of `language` the instance lacks: at once when fetched before, else through a
 * fetch, which is returned while under way. A failed fetch leaves English (the fallback); the
 * next change to this language tries again.
 */
function loadTexts(instance: i18n, language: Language): Promise<void> | undefined {
  const fetches = fetchesOf.get(instance);
  const load = fetches?.loaders[language];
  if (!fetches || !load || instance.hasResourceBundle(language, fetches.namespace)) return;
  const { namespace, underWay } = fetches;
  const texts = fetched.get(load);
  if (texts) {
    addTexts(instance, namespace, language, texts);
    return;
  }
  const fetching =
    underWay.get(language) ??
    load()
      .then(
        (arrived) => {
          fetched.set(load, arrived);
          addTexts(instance, namespace, language, arrived);
        },
        (error: unknown) =>
          console.warn(`The ${language} texts of ${namespace} did not load`, error),
      )
      .finally(() => underWay.delete(language));
  underWay.set(language, fetching);
  return fetching;
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
  const language = options.language ?? DEFAULT_LANGUAGE;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: options.resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [options.namespace],
    defaultNS: options.namespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (options.loadTexts) {
    fetchesOf.set(instance, {
      namespace: options.namespace,
      loaders: options.loadTexts,
      underWay: new Map(),
    });
    void loadTexts(instance, language);
  }
  return instance;
}

/**
 * The fetch of the texts of the instance's current language while it is under way; none once
 * they are there (shipped, fetched, or failed: English stands in). Nothing may render with the
 * instance before: a component subscribes to it in an effect, and one that subscribed after the
 * texts' announcement would keep the English it rendered.
 */
export function currentTextsLoading(instance: i18n): Promise<void> | undefined {
  return fetchesOf.get(instance)?.underWay.get(instance.language);
}

/**
 * Keeps an instance on the language the shell broadcasts; returns the unsubscribe. A language
 * whose texts are fetched is switched to once they are there: until then the screen stays whole
 * in the old language, and the switch itself (a new `language`) reaches every subscriber, late
 * ones too.
 */
export function followLocale(instance: i18n): () => void {
  let wanted: Language | undefined;
  // A newer choice made while texts were on their way wins.
  const switchTo = (language: Language) => {
    if (wanted === language) void instance.changeLanguage(language);
  };
  const onChange = ({ language }: { language: Language }) => {
    wanted = language;
    const loading = loadTexts(instance, language);
    if (loading) void loading.then(() => switchTo(language));
    else switchTo(language);
  };
  eventBus.on('locale:changed', onChange);
  return () => {
    wanted = undefined;
    eventBus.off('locale:changed', onChange);
  };
}
