import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@playhub/shared/query';
import { fakeApi, resetStores, signIn } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import { MoneySummary } from './money-summary';

const figures = {
  deposits: 1500.5,
  withdrawals: 250,
  netDeposits: 1250.5,
  months: 12,
  staked: 2000,
  won: 1800.25,
  netResult: -199.75,
};

describe('net deposits and the last 12 months’ net result', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    signIn();
  });

  it.each([
    ['en', 'Net deposits (since you joined)', '₺1,250.50', 'Net result, last 12 months', '-₺199.75'],
    ['tr', 'Net yatırım (hesap açılışından beri)', '₺1.250,50', 'Net sonuç, son 12 ay', '-₺199,75'],
  ] as const)(
    '%s: the server’s figures in the site’s money format',
    async (lang, netLabel, net, resultLabel, result) => {
      fakeApi({ 'GET transaction/summary': { data: figures } });
      renderAccount(<MoneySummary />, { lang });
      expect(await screen.findByTestId('net-deposits')).toHaveTextContent(net);
      expect(screen.getByText(netLabel)).toBeInTheDocument();
      expect(screen.getByText(resultLabel)).toBeInTheDocument();
      expect(screen.getByTestId('net-result')).toHaveTextContent(result);
      expect(screen.getByTestId('net-result')).toHaveAttribute('data-tone', 'loss');
    },
  );

  it('says what happened when the figures cannot be read, and reads them again on Retry', async () => {
    fakeApi({ 'GET transaction/summary': { status: 500, success: false, message: 'down' } });
    renderAccount(<MoneySummary />, { lang: 'en' });
    expect(await screen.findByText('Your net deposits could not be loaded. Try again.')).toBeInTheDocument();
    fakeApi({ 'GET transaction/summary': { data: { ...figures, netDeposits: 7 } } });
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByTestId('net-deposits')).toHaveTextContent('₺7.00');
  });
});
