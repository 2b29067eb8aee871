import { formatCardNumber, formatCvv, formatExpiry } from './cardFormatting';

describe('card formatting', () => {
  it('groups the number by 4, whatever was typed between the digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 1111')).toBe('4111 1111 1111');
    expect(formatCardNumber('4111 ')).toBe('4111');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('turns 1230 into 12/30, and leaves the slash out until the year starts', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('123099')).toBe('12/30');
  });

  it('keeps 4 digits of the CVV at most', () => {
    expect(formatCvv('1a2b3')).toBe('123');
    expect(formatCvv('123456')).toBe('1234');
  });
});
