import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, resetStores, testProtectionStatus } from '@playhub/shared/testing';
import { registerCasinoTranslations } from '../../../app/i18n';
import { useRealityCheck } from '../hooks/use-reality-check';
import { RealityCheck } from './reality-check';

const status = (net: number, startedAt: string) =>
  testProtectionStatus({ realityCheckMinutes: 30, firstDeposit: false, session: { startedAt, net } });

/** The reality check as the play window uses it. */
function Harness({ onStop }: { onStop: () => void }) {
  const reality = useRealityCheck();
  return reality.due ? (
    <RealityCheck due={reality.due} onContinue={reality.goOn} onStop={onStop} />
  ) : (
    <p>playing</p>
  );
}

describe('reality check over the game (issue 20)', () => {
  beforeAll(() => registerCasinoTranslations());
  beforeEach(() => {
    resetStores();
    sessionStorage.clear();
    jest.useFakeTimers({ now: new Date('2026-11-24T10:10:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('shows time played and the net result at each interval; Continue waits for the next one', async () => {
    let net = -12.5;
    const api = fakeApi({
      'GET protection': () => ({ data: status(net, '2026-11-24T10:00:00') }),
      'POST protection/reality-check/ack': () => ({ data: status(net, '2026-11-24T10:00:00') }),
    });
    const onStop = jest.fn();
    renderWithProviders(<Harness onStop={onStop} />);
    await act(async () => undefined);
    expect(screen.getByText('playing')).toBeInTheDocument();
    // 10:30 is the first 30-minute mark of a session that began at 10:00.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20 * 60_000);
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have played for 30 minutes this session.');
    expect(dialog).toHaveTextContent('Net result this session: -₺12.50');
    expect(screen.getByRole('button', { name: 'Continue playing' })).toHaveFocus();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(api.called('POST protection/reality-check/ack')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.getByText('playing')).toBeInTheDocument();
    // The API holds stakes until it knows the player chose to go on.
    await act(async () => undefined);
    expect(api.called('POST protection/reality-check/ack')).toHaveLength(1);
    net = 40;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(29 * 60_000);
    });
    expect(screen.getByText('playing')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You have played for 1 h 0 min this session.');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Net result this session: ₺40.00');
    await user.click(screen.getByRole('button', { name: 'Stop playing' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Game history' })).toHaveAttribute(
      'href',
      '/dashboard/game-history',
    );
  });

  it('shows at once when the API says one is due (it holds stakes until the answer)', async () => {
    const due = testProtectionStatus({
      realityCheckMinutes: 30,
      session: { startedAt: '2026-11-24T09:00:00', net: 5, realityCheckDue: true },
    });
    const api = fakeApi({
      'GET protection': { data: due },
      'POST protection/reality-check/ack': {
        data: { ...due, session: { ...due.session, realityCheckDue: false } },
      },
    });
    renderWithProviders(<Harness onStop={jest.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have played for 1 h 10 min this session.');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    await act(async () => undefined);
    expect(api.called('POST protection/reality-check/ack')).toHaveLength(1);
    expect(screen.getByText('playing')).toBeInTheDocument();
  });

  it('stays up when the answer does not reach the API', async () => {
    fakeApi({
      'GET protection': {
        data: testProtectionStatus({
          realityCheckMinutes: 30,
          session: { startedAt: '2026-11-24T09:00:00', net: 0, realityCheckDue: true },
        }),
      },
      'POST protection/reality-check/ack': { status: 503, success: false, message: 'Down', data: null },
    });
    renderWithProviders(<Harness onStop={jest.fn()} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Continue playing' }));
    expect(screen.getByText('playing')).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('is off when the player turned it off', async () => {
    fakeApi({ 'GET protection': { data: { ...status(0, '2026-11-24T08:00:00'), realityCheckMinutes: 0 } } });
    renderWithProviders(<Harness onStop={jest.fn()} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5 * 3600_000);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
