import { balanceTexts } from './balance-text';

describe('balanceTexts', () => {
  it('gives the full amount and a short one that never rounds up', () => {
    expect(balanceTexts(123456.78, 'en')).toEqual({ full: '₺123,456.78', short: '₺123.4K' });
    expect(balanceTexts(123456.78, 'tr')).toEqual({ full: '₺123.456,78', short: '₺123,4\u00a0B' });
    expect(balanceTexts(12399, 'en').short).toBe('₺12.3K');
    expect(balanceTexts(1234567.89, 'tr').short).toBe('₺1,2\u00a0Mn');
    expect(balanceTexts(98765432.1, 'en').short).toBe('₺98.7M');
  });

  it('keeps small amounts in full and waits for the first balance', () => {
    expect(balanceTexts(999.99, 'en')).toEqual({ full: '₺999.99', short: '₺999.99' });
    expect(balanceTexts(0, 'tr')).toEqual({ full: '₺0,00', short: '₺0,00' });
    expect(balanceTexts(null, 'en')).toEqual({ full: '…', short: '…' });
  });
});
