import { cityOf } from './places';

describe('cityOf', () => {
  it('keeps the part before the first comma', () => {
    expect(cityOf('Paris, Île-de-France, France')).toBe('Paris');
    expect(cityOf('Saint-Étienne , Loire')).toBe('Saint-Étienne');
    expect(cityOf('الرباط، المغرب')).toBe('الرباط');
  });

  it('keeps a location without a comma whole', () => {
    expect(cityOf('Lyon')).toBe('Lyon');
    expect(cityOf('')).toBe('');
  });
});
