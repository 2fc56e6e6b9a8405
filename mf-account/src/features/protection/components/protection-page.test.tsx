import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtectionStatus } from '@playhub/shared/contracts';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi, resetStores, signIn, testProtectionStatus } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import ProtectionPage from './protection-page';

const base = testProtectionStatus();

describe('Player protection page (issue 20)', () => {
  beforeEach(() => {
    resetStores();
    signIn({ username: 'demo' });
  });

  it('shows each money limit per period, a waiting raise with its date, and sends a new limit', async () => {
    const withLimit: ProtectionStatus = {
      ...base,
      limits: [
        {
          kind: 'deposit',
          period: 'day',
          value: 500,
          used: 120,
          pending: { value: 1000, effectiveAt: '2026-11-25T10:00:00' },
        },
      ],
    };
    const api = fakeApi({
      'GET protection': { data: withLimit },
      'POST protection/limit': { data: withLimit, message: 'Your limit is set' },
    });
    renderAccount(<ProtectionPage />);
    const day = await screen.findByTestId('limit-deposit-day');
    expect(day).toHaveTextContent('₺500.00 · ₺120.00 used');
    expect(day).toHaveTextContent(/Changes to ₺1,000\.00 on 25\.11\.2026/);
    expect(screen.getByTestId('limit-deposit-week')).toHaveTextContent('No limit');
    expect(screen.getByRole('heading', { name: 'Loss limits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wager limits' })).toBeInTheDocument();

    const user = userEvent.setup();
    const week = screen.getByTestId('limit-deposit-week');
    await user.type(within(week).getByLabelText('New limit for 7 days'), '250.50');
    await user.click(within(week).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.called('POST protection/limit')[0]?.body).toEqual({
        kind: 'deposit',
        period: 'week',
        value: 250.5,
      }),
    );
    expect(await screen.findByText('Your limit is set')).toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: 'Remove the 24 hours limit' }));
    await waitFor(() =>
      expect(api.called('POST protection/limit')[1]?.body).toEqual({
        kind: 'deposit',
        period: 'day',
        value: null,
      }),
    );
  });

  it('cannot turn the reality check off while a session-time limit exists', async () => {
    fakeApi({
      'GET protection': {
        data: { ...base, limits: [{ kind: 'session', period: null, value: 60, used: 12, pending: null }] },
      },
    });
    renderAccount(<ProtectionPage />);
    const interval = await screen.findByLabelText('Remind me every');
    expect(within(interval).getByRole('option', { name: 'Off' })).toBeDisabled();
    expect(screen.getByText('It cannot be off while you have a session-time limit.')).toBeInTheDocument();
    expect(screen.getByText('60 minutes · last 24 hours 12 minutes')).toBeInTheDocument();
  });

  it('a time-out asks for the confirmation, then ends the session on this device', async () => {
    const api = fakeApi({
      'GET protection': { data: base },
      'POST protection/exclusion': {
        data: { endsAt: '2026-11-25T10:00:00' },
        message:
          'Your time-out has started and lasts until 25 Nov 2026, 13:00. You have been logged out everywhere',
      },
    });
    renderAccount(<ProtectionPage />);
    const user = userEvent.setup();
    const section = (await screen.findByRole('heading', { name: 'Take a time-out' })).closest('section')!;
    await user.selectOptions(within(section).getByLabelText('Time-out length'), '3 days');
    await user.click(within(section).getByRole('button', { name: 'Start the time-out' }));
    expect(await within(section).findByText('Tick the box to confirm.')).toBeInTheDocument();
    expect(api.called('POST protection/exclusion')).toHaveLength(0);
    await user.click(within(section).getByRole('checkbox'));
    await user.click(within(section).getByRole('button', { name: 'Start the time-out' }));
    await waitFor(() =>
      expect(api.called('POST protection/exclusion')[0]?.body).toEqual({
        kind: 'timeout',
        hours: 72,
        confirm: true,
      }),
    );
    await waitFor(() => expect(sessionStore.getState().hasLogin).toBe(false));
    // No marketing popup on this device until the time-out ends.
    expect(localStorage.getItem('playhub:marketingPausedUntil')).toBe('2026-11-25T10:00:00Z');
    expect(await screen.findByText(/Your time-out has started/)).toBeInTheDocument();
  });

  it('self-exclusion offers 6 months, 1 and 5 years and indefinitely', async () => {
    fakeApi({ 'GET protection': { data: base } });
    renderAccount(<ProtectionPage />);
    const section = (await screen.findByRole('heading', { name: 'Self-exclusion' })).closest('section')!;
    const options = within(within(section).getByLabelText('Exclusion length')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['6 months', '1 year', '5 years', 'Indefinitely']);
  });

  it('reads in Turkish', async () => {
    fakeApi({ 'GET protection': { data: base } });
    renderAccount(<ProtectionPage />, { lang: 'tr' });
    expect(await screen.findByRole('heading', { name: 'Yatırım limitleri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mola verin' })).toBeInTheDocument();
  });
});
