import { formatDate, formatList, intlLocale, prepareListFormat } from './formatDate';

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
  afterEach(() => jest.restoreAllMocks());

  it('joins items as each language lists them, Arabic with its own comma', () => {
    expect(formatList(['Near you', 'New here', 'Active today'], 'en')).toBe(
      'Near you, New here, Active today',
    );
    expect(formatList(['أ', 'ب', 'ج'], 'ar')).toBe('أ، وب، وج');
  });

  it('builds one formatter a language, however many lists it joins', () => {
    const { ListFormat } = Intl;
    const build = jest
      .spyOn(Intl, 'ListFormat')
      .mockImplementation((...args) => new ListFormat(...args));

    formatList(['a', 'b'], 'fr');
    formatList(['c', 'd', 'e'], 'fr');
    formatList(['f', 'g'], 'sp');

    expect(build.mock.calls.map(([locale]) => locale)).toEqual(['fr', 'es']);
  });

  it('joins with the formatter prepared beforehand', () => {
    const format = jest.spyOn(prepareListFormat('ar'), 'format');

    expect(formatList(['أ', 'ب'], 'ar')).toBe('أ وب');
    expect(format).toHaveBeenCalledWith(['أ', 'ب']);
  });
});
