import type { Language } from '@dating/shared';

/** The spec's language codes as BCP 47 tags for Intl (sp is Spanish). */
const LOCALES: Record<Language, string> = { en: 'en', fr: 'fr', sp: 'es', ar: 'ar' };

/** A time of day, with the date when it is not today, in the member's language. */
export function formatChatTime(epochSeconds: number, language: Language, now = new Date()): string {
  const date = new Date(epochSeconds * 1000);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(LOCALES[language], {
    ...(sameDay ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
  }).format(date);
}
