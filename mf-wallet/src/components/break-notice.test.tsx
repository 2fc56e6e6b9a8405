import { screen } from '@testing-library/react';
import { renderWallet } from '../test-utils';
import { BreakNotice } from './break-notice';

describe('BreakNotice (a withdrawal-only session during a time-out or self-exclusion)', () => {
  it('says on the withdraw page that the balance can be withdrawn', () => {
    renderWallet(<BreakNotice mode="withdraw" />, { session: { access: 'withdraw' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are on a time-out or self-exclusionYou can withdraw your balance here.',
    );
    expect(screen.getByRole('link', { name: 'Your deposits and withdrawals' })).toHaveAttribute(
      'href',
      '/dashboard/financial-activities',
    );
  });

  it('says on the deposit page that deposits are closed (tr)', () => {
    renderWallet(<BreakNotice mode="deposit" />, { session: { access: 'withdraw' }, lang: 'tr' });
    expect(
      screen.getByText('Molanız bitene kadar para yatırma kapalıdır. Bakiyenizi yine de çekebilirsiniz.'),
    ).toBeInTheDocument();
  });

  it('shows nothing in an ordinary session', () => {
    renderWallet(<BreakNotice mode="deposit" />, { session: { username: 'demo' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
