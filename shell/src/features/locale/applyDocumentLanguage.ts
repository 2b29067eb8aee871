import { htmlLang, isRtl } from '@dating/web';
import { type Language } from '@dating/contract';

/** `<html lang dir>`: screen readers pick the voice from lang, the whole layout mirrors on dir. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = htmlLang(language);
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
