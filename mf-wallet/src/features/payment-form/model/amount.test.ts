import { formatMoney, parseTrAmount } from '@playhub/kit/format';
import { breaksGrouping, checkAmount, groupingMark, rejectedAmountInput } from './amount';

describe('tr-TR amounts', () => {
  it('parses 1.234,56 as 1234.56 and formats it back with ₺', () => {
    expect(parseTrAmount('1.234,56')).toBe(1234.56);
    expect(checkAmount('1.234,56')).toEqual({ value: 1234.56 });
    expect(checkAmount('₺ 50')).toEqual({ value: 50 });
    expect(formatMoney(1234.56, { lang: 'tr' })).toBe('₺1.234,56');
    expect(formatMoney(1234.56, { lang: 'en' })).toBe('₺1,234.56');
  });

  it('names each mistake', () => {
    expect(checkAmount('')).toEqual({ error: 'validation.required' });
    expect(checkAmount('12a')).toEqual({ error: 'wallet:validation.amountLetters' });
    expect(checkAmount('1,2,3')).toEqual({ error: 'wallet:validation.amountSeparators' });
    expect(checkAmount('12.34')).toEqual({ error: 'wallet:validation.amountFormat' });
    expect(checkAmount('0')).toEqual({ error: 'wallet:validation.amountPositive' });
    expect(checkAmount('0,00')).toEqual({ error: 'wallet:validation.amountPositive' });
    expect(checkAmount('-5')).toEqual({ error: 'wallet:validation.amountPositive' });
    expect(checkAmount('3,5', { integer: true })).toEqual({ error: 'wallet:validation.wholeNumber' });
  });

  it('checks the method limits and shows them as money', () => {
    expect(checkAmount('49,99', { min: 50, max: 25000, lang: 'tr' })).toEqual({
      error: 'wallet:validation.amountRange|{"min":"₺50,00","max":"₺25.000,00"}',
    });
    expect(checkAmount('25.000', { min: 50, max: 25000 })).toEqual({ value: 25000 });
    expect(checkAmount('25.000,01', { min: 50, max: 25000 })).toHaveProperty('error');
  });

  it('explains input the amount mask refuses', () => {
    expect(rejectedAmountInput('a', '12')).toBe('wallet:validation.amountLetters');
    expect(rejectedAmountInput('12,5,3', '')).toBe('wallet:validation.amountSeparators');
    expect(rejectedAmountInput(',', '12,5')).toBe('wallet:validation.amountSeparators');
    expect(rejectedAmountInput('-5', '')).toBe('wallet:validation.amountPositive');
    expect(rejectedAmountInput('1.234,56', '')).toBeNull();
    expect(rejectedAmountInput(',', '12')).toBeNull();
  });
});

describe('amounts in the interface language', () => {
  it('reads en amounts in en and refuses the Turkish decimal comma there', () => {
    expect(checkAmount('1,234.56', { lang: 'en' })).toEqual({ value: 1234.56 });
    expect(checkAmount('100.50', { lang: 'en' })).toEqual({ value: 100.5 });
    expect(checkAmount('100,50', { lang: 'en' })).toEqual({ error: 'wallet:validation.amountFormat' });
    expect(checkAmount('1.2.3', { lang: 'en' })).toEqual({ error: 'wallet:validation.amountSeparators' });
    expect(checkAmount('49.99', { min: 50, max: 25000, lang: 'en' })).toEqual({
      error: 'wallet:validation.amountRange|{"min":"₺50.00","max":"₺25,000.00"}',
    });
  });

  it('explains pasted text in the other language, and a second decimal point', () => {
    expect(rejectedAmountInput('100,50', '', 'en')).toBe('wallet:validation.amountGrouping');
    expect(rejectedAmountInput('100.50', '', 'tr')).toBe('wallet:validation.amountGrouping');
    expect(rejectedAmountInput('1,234.56', '', 'en')).toBeNull();
    expect(rejectedAmountInput('1.234,56', '', 'tr')).toBeNull();
    expect(rejectedAmountInput('.', '12.5', 'en')).toBe('wallet:validation.amountSeparators');
    expect(rejectedAmountInput(',', '12', 'en')).toBeNull();
  });

  it('remembers where a thousands separator was typed and refuses groups that are not three digits', () => {
    expect(groupingMark(',', '100', true, 'en')).toBe(3);
    expect(groupingMark('.', '100', true, 'tr')).toBe(3);
    expect(groupingMark('.', '100', true, 'en')).toBeNull(); // the decimal point
    expect(groupingMark(',', '100', false, 'en')).toBeNull(); // not at the end
    expect(groupingMark(',', '', true, 'en')).toBeNull();
    expect(breaksGrouping('10,050', [3], 'en')).toBe(true); // 100,50
    expect(breaksGrouping('1,234', [1], 'en')).toBe(false);
    expect(breaksGrouping('1,234,567.5', [1, 4], 'en')).toBe(false);
    expect(breaksGrouping('100.5', [3], 'en')).toBe(false); // 100,.5: a trailing separator is harmless
    expect(breaksGrouping('10.050', [3], 'tr')).toBe(true); // 100.50 typed in tr
  });
});
