import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtectionStatus } from '@playhub/shared/contracts';
import { resetStores } from '@playhub/shared/testing';
import { renderWallet } from '../../../test-utils';
import { DepositLimitNotice } from './deposit-limit-notice';

jest.mock('@playhub/shared/api', () => ({
  ...jest.requireActual('@playhub/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const { api } = jest.requireMock('@playhub/shared/api') as { api: { get: jest.Mock } };

const status = (over: Partial<ProtectionStatus>): ProtectionStatus => ({
  limits: [],
  realityCheckMinutes: 60,
  exclusion: null,
  canPlay: true,
  depositLimitChosen: false,
  firstDeposit: true,
  session: { startedAt: '2026-11-24T10:00:00', net: 0 },
  ...over,
});

describe('the deposit page’s way to player protection (issue 20)', () => {
  beforeEach(() => {
    resetStores();
    sessionStorage.clear();
  });

  it('before the first deposit invites a limit, which may be skipped for this visit', async () => {
    api.get.mockResolvedValue({ data: status({}), message: '' });
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
      api.get.mockResolvedValue({ data: status(over), message: '' });
      const { unmount } = renderWallet(<DepositLimitNotice />);
      // Once the status has arrived (the link also shows while it loads).
      await act(async () => undefined);
      expect(api.get).toHaveBeenCalledWith('protection', expect.anything());
      expect(screen.getByRole('link', { name: /^Player protection/ })).toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
    }
  });
});
