import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dating/contract';
import { localStore } from '@dating/web';
import { readCookie, writeCookie } from '../../app/cookies';

/** Spec section 3 keeps the language both as this cookie and in local storage. */
const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The chosen language; public/index.html reads the same two places before the first paint. */
export function readStoredLanguage(): Language {
  const stored = readCookie(LANGUAGE_COOKIE) ?? localStore.read('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, ONE_YEAR_SECONDS);
  localStore.write('language', language);
}
