import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, resetStores, testProtectionStatus } from '@playhub/shared/testing';
import { renderWallet } from '../../../test-utils';
import { DepositLimitNotice } from './deposit-limit-notice';

describe('the deposit page’s way to player protection (issue 20)', () => {
  beforeEach(() => {
    resetStores();
    sessionStorage.clear();
  });

  it('before the first deposit invites a limit, which may be skipped for this visit', async () => {
    fakeApi({ 'GET protection': { data: testProtectionStatus() } });
    renderWallet(<DepositLimitNotice />);
    const invite = await screen.findByRole('region', {
      name: 'Before your first deposit: set a deposit limit',
    });
    expect(screen.getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute(
      'href',
      '/dashboard/player-protection',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(invite).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Player protection/ })).toBeInTheDocument();
  });

  it('after a deposit or with a limit chosen, only the link stays', async () => {
    for (const over of [{ firstDeposit: false }, { depositLimitChosen: true }]) {
      const api = fakeApi({ 'GET protection': { data: testProtectionStatus(over) } });
      const { queryClient, unmount } = renderWallet(<DepositLimitNotice />);
      // Once the status has arrived (the link also shows while it loads).
      await waitFor(() => expect(queryClient.getQueryState(['protection'])?.status).toBe('success'));
      expect(api.called('GET protection')).toHaveLength(1);
      expect(screen.getByRole('link', { name: /^Player protection/ })).toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
    }
  });
});
