import { act, screen } from '@testing-library/react';
import { sessionStore } from '@playhub/shared/session';
import { renderWallet } from '../test-utils';
import { WithdrawableSummary } from './withdrawable-summary';

describe('WithdrawableSummary (withdraw page)', () => {
  it('shows the withdrawable amount; held and bonus lines only when there are any', () => {
    renderWallet(<WithdrawableSummary />, { session: { balance: 400 } });
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('…');
    act(() =>
      sessionStore
        .getState()
        .setWallet({ balance: 400, withdrawable: 400, held: 0, bonus: 0, wagering: null }),
    );
    expect(screen.getByText('Withdrawable now')).toBeInTheDocument();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('₺400.00');
    expect(screen.queryByText('Held for pending withdrawals')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows holds, bonus money and the wagering progress in the interface language', () => {
    renderWallet(<WithdrawableSummary />, { session: { balance: 650 }, lang: 'tr' });
    act(() =>
      sessionStore.getState().setWallet({
        balance: 650,
        withdrawable: 400,
        held: 200,
        bonus: 50,
        wagering: { required: 500, wagered: 125 },
      }),
    );
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('₺400,00');
    expect(screen.getByTestId('held')).toHaveTextContent('₺200,00');
    expect(screen.getByTestId('bonus')).toHaveTextContent('₺50,00');
    const bar = screen.getByRole('progressbar', { name: 'Çevrim durumu' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'Çevrim: ₺125,00 / ₺500,00');
  });
});
