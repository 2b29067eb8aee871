import { type Language } from '@dating/contract';
import { intlLocale } from '@dating/contract/formatDate';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago a moment was ('3 days ago', 'il y a 2 heures'), to the largest whole unit. */
export function formatAge(epochSeconds: number, language: Language, now = Date.now()): string {
  const elapsed = Math.max(0, Math.round(now / 1000 - epochSeconds));
  const relative = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, seconds] of UNITS) {
    if (elapsed >= seconds) return relative.format(-Math.floor(elapsed / seconds), unit);
  }
  return relative.format(0, 'minute');
}
