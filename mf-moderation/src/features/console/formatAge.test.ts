import { formatAge } from './formatAge';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const secondsAgo = (seconds: number) => NOW / 1000 - seconds;

describe('formatAge', () => {
  it.each([
    [30, 'en', 'this minute'],
    [5 * 60, 'en', '5 minutes ago'],
    [3 * 3600 + 59 * 60, 'en', '3 hours ago'],
    [2 * 86400 + 3600, 'en', '2 days ago'],
    [86400, 'fr', 'hier'],
    [2 * 86400, 'sp', 'anteayer'],
  ] as const)('says %i seconds ago in %s as %s', (seconds, language, text) => {
    expect(formatAge(secondsAgo(seconds), language, NOW)).toBe(text);
  });
});
