import { formatDate, formatList, intlLocale } from './formatDate';

describe('formatDate', () => {
  it("writes a calendar date in each language's own words and order", () => {
    expect(formatDate('2027-02-22', 'en')).toBe('22 February 2027');
    expect(formatDate('2027-02-22', 'fr')).toBe('22 février 2027');
    expect(formatDate('2027-02-22', 'sp')).toBe('22 de febrero de 2027');
    expect(formatDate('2027-02-22', 'ar')).toMatch(/^22 فبراير 2027$/);
  });

  it('writes a moment with its time, in the clock of the language', () => {
    const moment = new Date(2026, 10, 20, 14, 5);

    expect(formatDate(moment, 'en', 'dateTime')).toBe('20 Nov 2026, 14:05');
    expect(formatDate(moment, 'fr', 'dateTime')).toBe('20 nov. 2026, 14:05');
    expect(formatDate(moment, 'sp', 'dateTime')).toMatch(/^20 nov 2026, 14:05$/);
    expect(formatDate(moment, 'ar', 'dateTime')).toMatch(/2:05/);
    expect(formatDate(moment, 'fr', 'time')).toBe('14:05');
  });

  it('shows a value that is no date as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it("maps the spec's sp to Spanish's BCP 47 tag", () => {
    expect(intlLocale('sp')).toBe('es');
  });
});

describe('formatList', () => {
  it('joins items as each language lists them, Arabic with its own comma', () => {
    expect(formatList(['Near you', 'New here', 'Active today'], 'en')).toBe(
      'Near you, New here, Active today',
    );
    expect(formatList(['Près de toi', 'Nouveau'], 'fr')).toBe('Près de toi et Nouveau');
    expect(formatList(['أ', 'ب', 'ج'], 'ar')).toBe('أ، وب، وج');
    expect(formatList(['Cerca', 'hijos'], 'sp')).toBe('Cerca e hijos');
  });

  it.each(['en', 'fr', 'sp', 'ar'] as const)('joins as Intl.ListFormat does in %s', (language) => {
    const intl = new Intl.ListFormat(intlLocale(language), { type: 'unit' });
    const words = ['Near you', 'Ibiza', 'hielo', 'hijos', 'Hierro', 'iónico', 'أ', '92 %', 'y'];
    for (let count = 0; count <= words.length; count += 1) {
      for (let first = 0; first + count <= words.length; first += 1) {
        const items = words.slice(first, first + count);
        expect(formatList(items, language)).toBe(intl.format(items));
      }
    }
  });
});
