import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dating/shared';
import { readCookie, writeCookie } from '../../app/cookies';

/** Spec section 3 keeps the language both as a cookie and in local storage under this name. */
const LANGUAGE_KEY = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The chosen language; public/index.html reads the same two places before the first paint. */
export function readStoredLanguage(): Language {
  const stored = readCookie(LANGUAGE_KEY) ?? window.localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeCookie(LANGUAGE_KEY, language, ONE_YEAR_SECONDS);
  window.localStorage.setItem(LANGUAGE_KEY, language);
}
