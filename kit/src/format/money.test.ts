import { amountSeparators, formatMoney, parseAmount, parseTrAmount } from './money';

describe('parseTrAmount', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234', 1234],
    ['12,5', 12.5],
    ['1.234.567', 1234567],
    ['₺1.234,56', 1234.56],
    ['-1.234,56', -1234.56],
    ['0,01', 0.01],
  ])('reads %s as %d', (text, expected) => {
    expect(parseTrAmount(text)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['12a'],
    ['abc'],
    ['1,234,56'],
    ['1,2,3'],
    ['12.34'],
    ['1.23,4.5'],
    ['1,234'],
    ['--5'],
    [',5'],
  ])('rejects %j', (text) => {
    expect(parseTrAmount(text)).toBeNull();
  });
});

describe('parseAmount follows the language', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['100.50', 100.5],
    ['100.5', 100.5],
    ['1,234,567', 1234567],
    ['₺1,234.56', 1234.56],
    ['0.01', 0.01],
  ])('en reads %s as %d', (text, expected) => {
    expect(parseAmount(text, 'en')).toBe(expected);
  });

  it.each([['100,50'], ['1.234,56'], ['12,34'], ['1.5.0'], ['1,23.4'], ['1.234'], ['12a']])(
    'en refuses %j rather than guess (never 10050 for 100,50)',
    (text) => {
      expect(parseAmount(text, 'en')).toBeNull();
    },
  );

  it('tr reads 100,50 as 100.5 and refuses 100.50', () => {
    expect(parseAmount('100,50', 'tr')).toBe(100.5);
    expect(parseAmount('100.50', 'tr')).toBeNull();
    expect(parseTrAmount('100,50')).toBe(100.5);
  });

  it('names the separators of each language', () => {
    expect(amountSeparators('en')).toEqual({ group: ',', decimal: '.' });
    expect(amountSeparators('tr')).toEqual({ group: '.', decimal: ',' });
  });

  it('round-trips formatMoney in both languages', () => {
    expect(parseAmount(formatMoney(98765.43, { lang: 'en' }), 'en')).toBe(98765.43);
    expect(parseAmount(formatMoney(98765.43, { lang: 'tr' }), 'tr')).toBe(98765.43);
  });
});

describe('formatMoney', () => {
  it('formats Turkish style in tr', () => {
    expect(formatMoney(1234.56, { lang: 'tr' })).toBe('₺1.234,56');
    expect(formatMoney(1250.5, { lang: 'tr' })).toBe('₺1.250,50');
  });

  it('formats US style in en', () => {
    expect(formatMoney(1234.56, { lang: 'en' })).toBe('₺1,234.56');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-1234.56, { lang: 'tr' })).toBe('-₺1.234,56');
    expect(formatMoney(-5, { lang: 'en' })).toBe('-₺5.00');
  });

  it('round-trips with parseTrAmount', () => {
    expect(parseTrAmount(formatMoney(98765.43, { lang: 'tr' }))).toBe(98765.43);
  });
});
