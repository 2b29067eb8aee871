import { createI18n, type TextLoaders } from '@dating/web';
import { type Language } from '@dating/contract';
import type { i18n } from 'i18next';
import { en } from './en';

export const SHELL_NAMESPACE = 'shell';

/**
 * English ships with the shell (it is the fallback); the other languages are chunks of their own,
 * fetched when the member uses them, so a page loads one language, not four.
 */
const LOAD_TEXTS: TextLoaders = {
  fr: async () => (await import('./fr')).fr,
  sp: async () => (await import('./sp')).sp,
  ar: async () => (await import('./ar')).ar,
};

/** The shell's own i18next instance; remotes have theirs and follow the same `locale:changed`. */
export function createShellI18n(language: Language): i18n {
  return createI18n({
    namespace: SHELL_NAMESPACE,
    resources: { en: { [SHELL_NAMESPACE]: en } },
    language,
    loadTexts: LOAD_TEXTS,
  });
}
