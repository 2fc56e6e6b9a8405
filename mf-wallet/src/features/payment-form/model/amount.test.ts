import { formatMoney, parseTrAmount } from '@playhub/shared/format';
import { checkAmount, rejectedAmountInput } from './amount';

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
