import { parseIsoDate, type Language } from '@dating/shared';

// The spec's language codes are not all BCP 47 tags: 'sp' is Spanish.
const LOCALE_OF: Record<Language, string> = { en: 'en', fr: 'fr', sp: 'es', ar: 'ar' };

/**
 * The premium expiry date in the spec's 'day, month name year' form ('5, March 2027'), the month
 * named in the member's language; a value that is not a YYYY-MM-DD date is shown as sent.
 */
export function formatExpiryDate(isoDate: string, language: Language): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const month = new Intl.DateTimeFormat(LOCALE_OF[language], {
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
  return `${date.getUTCDate()}, ${month} ${date.getUTCFullYear()}`;
}
