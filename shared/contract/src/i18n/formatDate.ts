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

// One a language: every card of the deck lists its reasons, and building costs far more than
// using one.
const listFormatters = new Map<Language, Intl.ListFormat>();

/**
 * The language's list formatter, built on the first call. The first one a page builds starts
 * ICU: a page that lists soon calls this in a task of its own beforehand, not in its render.
 */
export function prepareListFormat(language: Language): Intl.ListFormat {
  let formatter = listFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.ListFormat(intlLocale(language), { type: 'unit' });
    listFormatters.set(language, formatter);
  }
  return formatter;
}

/**
 * Items one after another as the reader's language lists them (Arabic with its own comma '،'),
 * never joined with a Latin ', '.
 */
export function formatList(items: readonly string[], language: Language): string {
  return prepareListFormat(language).format(items);
}
