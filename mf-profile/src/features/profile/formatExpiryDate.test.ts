import { formatExpiryDate } from './formatExpiryDate';

describe('formatExpiryDate', () => {
  it("writes the day, the month's name and the year", () => {
    expect(formatExpiryDate('2027-03-05', 'en')).toBe('5, March 2027');
  });

  it("names the month in the member's language", () => {
    expect(formatExpiryDate('2027-03-05', 'fr')).toBe('5, mars 2027');
    expect(formatExpiryDate('2027-03-05', 'sp')).toBe('5, marzo 2027');
  });

  it('shows a value that is not a date as sent', () => {
    expect(formatExpiryDate('soon', 'en')).toBe('soon');
  });
});
