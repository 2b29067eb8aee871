import type { Language } from '../rules/limits';

/**
 * The spec's language codes as the BCP 47 tags Intl reads: 'sp' is Spanish. English is British
 * English so dates keep the spec's day-month-year order ('22 February 2027').
 */
const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr', sp: 'es', ar: 'ar' };

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

/** How much of a moment to show. */
export type DateStyle = 'date' | 'dateTime' | 'time';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

// A list formats many dates; building a formatter costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, style: DateStyle, timeZone?: string) {
  const key = `${language}|${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date or moment in the member's language: 'date' is the long date ('22 February 2027',
 * '22 février 2027', '22 de febrero de 2027', '22 فبراير 2027'), 'dateTime' a short date with
 * the time, 'time' the time alone. A calendar date ('2027-02-22', as the server sends an expiry)
 * is that day wherever the browser is; a value that is no date is shown as it came.
 */
export function formatDate(
  value: Date | string | number,
  language: Language,
  style: DateStyle = 'date',
): string {
  const calendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatterFor(language, style, calendarDate ? 'UTC' : undefined).format(date);
}

/**
 * Each language's list of type 'unit' as CLDR writes it (what `Intl.ListFormat(locale, {type:
 * 'unit'})` joins with): the separator before the last item, the one between the others being
 * ', ' ('، و' in Arabic, whose two items take ' و'). Not Intl.ListFormat itself: the first Intl
 * formatter a page builds loads ICU's data, 40 to 60 ms of the main thread on this machine and four
 * times that on a slow phone, and the deck's first cards list their reasons. formatDate.test holds
 * these joins equal to Intl.ListFormat's.
 */
const LAST_SEPARATOR: Record<Language, string> = { en: ', ', fr: ' et ', sp: ' y ', ar: '، و' };

/** Spanish writes 'e' for 'y' before a word sounding 'i' ("Ibiza", "hijos"; not "hielo"), as ICU. */
const SPANISH_I_SOUND = /^(i|hi(?![ae]))/i;

/**
 * Items one after another as the reader's language lists them (Arabic with its own comma '،' and
 * 'و' joined to the item), never joined with a Latin ', '.
 */
export function formatList(items: readonly string[], language: Language): string {
  const last = LAST_SEPARATOR[language];
  return items
    .map((item, index) => {
      if (index === 0) return item;
      if (index < items.length - 1) return (language === 'ar' ? last : ', ') + item;
      const separator = language === 'ar' && index === 1 ? ' و' : last;
      return (SPANISH_I_SOUND.test(item) ? separator.replace(' y ', ' e ') : separator) + item;
    })
    .join('');
}
