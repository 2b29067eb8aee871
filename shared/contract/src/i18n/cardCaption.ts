// A card's caption words, for the card's caption and the first card the shell's index.html paints
// before the discovery remote has loaded, so both read the same. Here rather than in the remote's
// texts because the page's inline script has no i18n.
import type { Language } from '../rules/limits';

/** Each language's words for a member `km` away: {{km}} is the whole number of km. */
const DISTANCE_AWAY: Record<Language, string> = {
  en: '{{km}} km away',
  fr: 'à {{km}} km',
  sp: 'a {{km}} km',
  ar: 'على بعد {{km}} كم',
};

/** How far a card's member is, in the reader's words ('3 km away'). */
export function distanceAway(km: number, language: Language): string {
  return DISTANCE_AWAY[language].replace('{{km}}', String(km));
}

/** The comma between a name and its age: Arabic writes its own. */
const NAME_COMMA: Record<Language, string> = { en: ', ', fr: ', ', sp: ', ', ar: '، ' };

/**
 * What follows a member's name when their age is shown (', 28'; '، 28' in Arabic): the name
 * itself goes in a <bdi> before it, so a Latin name keeps the comma after it in Arabic.
 */
export function ageAfterName(age: number, language: Language): string {
  return `${NAME_COMMA[language]}${age}`;
}
