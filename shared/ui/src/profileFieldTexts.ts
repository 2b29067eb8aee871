import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldTextsReady,
  loadFieldTexts,
  onFieldTextsLoaded,
  profileFieldText,
  type ProfileField,
  type ProfileFieldText,
} from '@dating/contract';
import { htmlLang } from '@dating/web';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dating/contract';
import { formatList } from '@dating/contract/formatDate';

/** The app's current language (its i18next instance's), the default one if unknown. */
function useFieldLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

const CM_PER_INCH = 2.54;

/** Centimetres as the locale reads them: in English feet and inches as well ('5′ 8″ (173 cm)'). */
export function formatCentimetres(cm: number, language: Language): string {
  const metric = new Intl.NumberFormat(htmlLang(language), {
    style: 'unit',
    unit: 'centimeter',
  }).format(cm);
  if (language !== 'en') return metric;
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)}′ ${inches % 12}″ (${metric})`;
}

/** A language code's name in the reader's language ('de': 'German', 'allemand'...). */
export function languageName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([htmlLang(language)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A field's value as a reader sees it: a choice by its name, centimetres in their units. */
export function formatFieldValue(
  field: ProfileField,
  value: unknown,
  language: Language,
  texts: ProfileFieldText,
): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (field.kind) {
    case 'text':
      return text;
    case 'choice':
      return texts.options?.[text] ?? text;
    case 'number':
      return formatCentimetres(Number(value), language);
    case 'list':
      return formatList(
        (value as string[]).map((item) => texts.options?.[item] ?? languageName(item, language)),
        language,
      );
  }
}

/**
 * Each field's texts and its values' wording in the app's current language. `shown` are the
 * fields the screen shows: those whose texts are a chunk of their own (the identities') are
 * loaded then, and the screen drawn again when they arrive; a card shows none of them.
 */
export function useProfileFieldTexts(shown: readonly ProfileField[] = []) {
  const language = useFieldLanguage();
  const ready = useSyncExternalStore(onFieldTextsLoaded, () => shown.every(fieldTextsReady));
  useEffect(() => {
    if (!ready) void loadFieldTexts();
  }, [ready]);
  return useMemo(
    () => ({
      language,
      textOf: (field: ProfileField) => profileFieldText(field, language),
      optionName: (field: ProfileField, option: string) =>
        profileFieldText(field, language).options?.[option] ?? languageName(option, language),
      valueOf: (field: ProfileField, value: unknown) =>
        formatFieldValue(field, value, language, profileFieldText(field, language)),
    }),
    // `ready` draws the texts again once loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, ready],
  );
}
