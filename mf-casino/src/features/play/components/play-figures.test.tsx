import { act, screen, within } from '@testing-library/react';
import { bus } from '@playhub/shared/bus';
import { queryClient } from '@playhub/shared/query';
import { fakeApi, renderWithProviders, resetStores } from '@playhub/shared/testing';
import { registerCasinoTranslations } from '../../../app/i18n';
import { PlayFigures } from './play-figures';

const figures = (elapsedSeconds: number, net: number) => ({
  data: { startedAt: '2026-11-24T10:00:00', elapsedSeconds, staked: 10, won: 10 + net, net },
});

describe('the play header’s session time and net position (issue 32)', () => {
  beforeAll(() => registerCasinoTranslations());
  beforeEach(() => {
    resetStores();
    queryClient.clear();
  });

  it('ticks the server’s time on and shows the server’s new net position when the hub says a round moved it', async () => {
    let net = 0;
    const api = fakeApi({ 'GET protection/play-session': () => figures(3599, net) });
    renderWithProviders(<PlayFigures />);
    const group = await screen.findByRole('group', { name: 'This session' });
    expect(await within(group).findByTestId('play-net')).toHaveTextContent('₺0.00');
    expect(within(group).getByTestId('play-clock')).toHaveTextContent(/^59:59$/);
    expect(within(group).getByText('Time')).toBeInTheDocument();

    net = -2.5;
    await act(async () => bus.emit('live:message', { cmd: 'PlaySession', message: {} }));
    expect(await within(group).findByText('-₺2.50')).toHaveAttribute('data-tone', 'loss');
    // Another hub message (a notification) reads nothing again.
    const reads = api.called('GET protection/play-session').length;
    await act(async () => bus.emit('live:message', { cmd: 'Notification', message: {} }));
    expect(api.called('GET protection/play-session')).toHaveLength(reads);

    net = 4;
    await act(async () => bus.emit('live:message', { cmd: 'PlaySession', message: {} }));
    expect(await within(group).findByText('+₺4.00')).toHaveAttribute('data-tone', 'win');
  });

  it('says so when the figures cannot be read', async () => {
    fakeApi({ 'GET protection/play-session': { status: 500, success: false, message: 'down' } });
    renderWithProviders(<PlayFigures />);
    const group = await screen.findByRole('group', { name: 'This session' });
    expect(
      await within(group).findByText(
        'Your session time and net result could not be loaded; they are tried again every minute.',
      ),
    ).toBeInTheDocument();
    expect(group).toHaveAttribute('data-state', 'error');
  });
});
