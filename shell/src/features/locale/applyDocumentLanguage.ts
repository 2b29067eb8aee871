import { htmlLang, isRtl, type Language } from '@dating/shared';

/** `<html lang dir>`: screen readers pick the voice from lang, the whole layout mirrors on dir. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = htmlLang(language);
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
