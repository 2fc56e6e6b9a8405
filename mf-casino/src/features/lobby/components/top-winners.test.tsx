import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@playhub/shared/testing';
import { TopWinners, winnerAmount } from './top-winners';

const winner = { image: '/w.svg', game: 'Aviator', name: 'a***z', amount: 25000, currencySymbol: '₺' };

describe('Top Winners amounts', () => {
  // Issue 17: the card wrote ₺25.000,00 on the English page while the header wrote ₺2,500.00.
  it.each([
    ['en', '₺25,000.00'],
    ['tr', '₺25.000,00'],
  ] as const)('writes money as the header does in %s', async (lang, text) => {
    fakeApi({ 'POST transaction/topwinners': { data: [winner] } });
    renderWithProviders(<TopWinners />, { lang });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps another currency symbol with the language separators', () => {
    expect(winnerAmount(1234.5, '$', 'en')).toBe('$1,234.50');
    expect(winnerAmount(1234.5, '$', 'tr')).toBe('$1.234,50');
  });
});
