import { ageAfterName, distanceAway } from './cardCaption';

describe('distanceAway', () => {
  it('says how far a member is in each language', () => {
    expect(distanceAway(3, 'en')).toBe('3 km away');
    expect(distanceAway(12, 'fr')).toBe('à 12 km');
    expect(distanceAway(1, 'sp')).toBe('a 1 km');
    expect(distanceAway(40, 'ar')).toBe('على بعد 40 كم');
  });
});

describe('ageAfterName', () => {
  it('puts the language’s own comma before the age', () => {
    expect(ageAfterName(28, 'en')).toBe(', 28');
    expect(ageAfterName(31, 'fr')).toBe(', 31');
    expect(ageAfterName(27, 'ar')).toBe('، 27');
  });
});
