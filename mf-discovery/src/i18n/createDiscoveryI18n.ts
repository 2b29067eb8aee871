import { createI18n, type TextLoaders } from '@dating/web';
import { type Language } from '@dating/contract';
import { en } from './en';

/** The discovery remote's own namespace, apart from the shell's and the other remotes'. */
export const DISCOVERY_NAMESPACE = 'discovery';

/**
 * English ships with the App (it is the fallback); the other languages are chunks of their own,
 * fetched when the member uses them, so the swipe home carries one language, not four.
 */
const LOAD_TEXTS: TextLoaders = {
  fr: async () => (await import('./fr')).fr,
  sp: async () => (await import('./sp')).sp,
  ar: async () => (await import('./ar')).ar,
};

export function createDiscoveryI18n(language: Language) {
  return createI18n({
    namespace: DISCOVERY_NAMESPACE,
    resources: { en: { [DISCOVERY_NAMESPACE]: en } },
    language,
    loadTexts: LOAD_TEXTS,
  });
}
