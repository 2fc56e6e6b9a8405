import { isMaskComplete, maskExample, maskRegex, toInputMask } from './mask';

describe('Requirements §5 masks (9 digit, a letter, * either)', () => {
  it('accepts a completely filled value only', () => {
    const iban = 'TR99 9999 9999 9999 9999 9999 99';
    expect(isMaskComplete('TR12 3456 7890 1234 5678 9012 34', iban)).toBe(true);
    expect(isMaskComplete('TR12 3456', iban)).toBe(false);
    expect(isMaskComplete('TR12 3456 7890 1234 5678 9012 3A', iban)).toBe(false);
  });

  it('reads a as a letter (Turkish letters too) and * as a letter or digit', () => {
    expect(maskRegex('aa-99').test('Çş-12')).toBe(true);
    expect(maskRegex('aa-99').test('12-12')).toBe(false);
    expect(maskRegex('***').test('a1Ğ')).toBe(true);
    expect(maskRegex('***').test('a1-')).toBe(false);
  });

  it('treats other characters, regex specials included, as literals', () => {
    expect(maskRegex('(999) 999.99').test('(532) 123.45')).toBe(true);
    expect(maskRegex('(999) 999.99').test('(532) 123x45')).toBe(false);
  });

  it('escapes a literal 0 for the input, whose mask engine reads 0 as a digit', () => {
    expect(toInputMask('90-99')).toBe('9\\0-99');
    expect(isMaskComplete('10-99', '90-99')).toBe(true);
    expect(isMaskComplete('11-99', '90-99')).toBe(false);
  });

  it('shows an example of the format', () => {
    expect(maskExample('TR99 aa**')).toBe('TR00 AAXX');
  });
});
