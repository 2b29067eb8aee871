import type { Language } from '@dating/contract';

/** The spec's language codes as BCP 47 tags for Intl (sp is Spanish). */
const LOCALES: Record<Language, string> = { en: 'en', fr: 'fr', sp: 'es', ar: 'ar' };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** A time of day, with the date when it is not today, in the member's language. */
export function formatChatTime(epochSeconds: number, language: Language, now = new Date()): string {
  const date = new Date(epochSeconds * 1000);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(LOCALES[language], {
    ...(sameDay ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
  }).format(date);
}

/** The header's last-seen sentence: its text key and the time it names. */
export type LastSeenPhrase =
  | { key: 'chat.lastSeenJustNow'; time: '' }
  | { key: 'chat.lastSeen' | 'chat.lastSeenOn'; time: string };

/**
 * How long ago a member was last seen, in the member's language: 'just now' under a minute, then
 * '5 minutes ago', '3 hours ago', 'yesterday' (Intl.RelativeTimeFormat), and the date beyond a week.
 */
export function lastSeenPhrase(
  epochSeconds: number,
  language: Language,
  now = new Date(),
): LastSeenPhrase {
  const elapsed = Math.max(0, Math.floor(now.getTime() / 1000) - epochSeconds);
  if (elapsed < MINUTE) return { key: 'chat.lastSeenJustNow', time: '' };
  if (elapsed >= WEEK) {
    const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' });
    return { key: 'chat.lastSeenOn', time: date.format(new Date(epochSeconds * 1000)) };
  }
  const relative = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
  let time: string;
  if (elapsed < HOUR) time = relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  else if (elapsed < DAY) time = relative.format(-Math.floor(elapsed / HOUR), 'hour');
  else time = relative.format(-Math.floor(elapsed / DAY), 'day');
  return { key: 'chat.lastSeen', time };
}
