import type { Language } from '../rules/limits';

/** Each language's words for a member `km` away: {{km}} is the whole number of km. */
const DISTANCE_AWAY: Record<Language, string> = {
  en: '{{km}} km away',
  fr: 'à {{km}} km',
  sp: 'a {{km}} km',
  ar: 'على بعد {{km}} كم',
};

/**
 * How far a card's member is, in the reader's words ('3 km away'): the card's caption and the
 * first card the shell's index.html paints before the discovery remote has loaded, so both read
 * the same. Here rather than in the remote's texts because the page's inline script has no i18n.
 */
export function distanceAway(km: number, language: Language): string {
  return DISTANCE_AWAY[language].replace('{{km}}', String(km));
}
