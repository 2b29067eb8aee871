import { lastSeenPhrase } from './formatLastSeen';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => Math.floor(NOW.getTime() / 1000) - seconds;

describe('lastSeenPhrase', () => {
  it.each([
    [20, 'en', { key: 'chat.lastSeenJustNow', time: '' }],
    [5 * 60, 'en', { key: 'chat.lastSeen', time: '5 minutes ago' }],
    [3 * 3600 + 59 * 60, 'en', { key: 'chat.lastSeen', time: '3 hours ago' }],
    [30 * 3600, 'sp', { key: 'chat.lastSeen', time: 'ayer' }],
    [3 * 86_400, 'ar', { key: 'chat.lastSeen', time: 'قبل 3 أيام' }],
    [10 * 86_400, 'en', { key: 'chat.lastSeenOn', time: 'Nov 13, 2026' }],
  ] as const)('%i seconds ago in %s', (seconds, language, phrase) => {
    expect(lastSeenPhrase(ago(seconds), language, NOW)).toEqual(phrase);
  });

  it('never says a time to come when the clocks disagree', () => {
    expect(lastSeenPhrase(ago(-90), 'en', NOW)).toEqual({ key: 'chat.lastSeenJustNow', time: '' });
  });
});
