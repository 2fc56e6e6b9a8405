import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@playhub/shared/bus';
import { queryClient } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';
import { fakeApi, resetStores, signIn, type ApiReply } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import BonusesPage from './bonuses-page';

const trial = (state: string) => ({ data: { amount: 50, state, wageringMultiplier: 10 } });

/** The API the bonuses page calls; a claim that succeeds makes the trial `claimed`. */
function api(state: string, claim: ApiReply = { message: 'Bonus added', data: granted }) {
  let current = state;
  return fakeApi({
    'GET bonus/list': { data: [] },
    'GET bonus/trial': () => trial(current),
    'GET bonus/definetrialbonus': () => {
      if ((claim.status ?? 200) < 400) current = 'claimed';
      return claim;
    },
  });
}

const granted = { amount: 50, balance: 50, wageringRequired: 500 };

function renderPage(lang: 'en' | 'tr' = 'en') {
  return renderAccount(<BonusesPage />, { route: '/dashboard/bonuses', lang });
}

describe('trial bonus on the bonuses page', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    signIn({ balance: 0 });
  });

  it('available: Claim sends one request with an idempotency key, toasts, refreshes the balance', async () => {
    const { called } = api('available');
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Trial bonus' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your trial bonus of ₺50\.00 is waiting for you\. .*wager it 10 times \(₺500\.00\)/),
    ).toBeInTheDocument();
    const claim = screen.getByRole('button', { name: 'Claim' });
    act(() => {
      claim.click();
      claim.click();
    });
    expect(await screen.findByText('Bonus added')).toBeInTheDocument();
    const claims = called('GET bonus/definetrialbonus');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_:.-]{8,100}$/);
    expect(changed).toHaveBeenCalledWith({ reason: 'trial-bonus' });
    expect(sessionStore.getState().balance).toBe(50);
    // Claimed: the offer is gone; with wagering active the progress shows instead.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument());
    act(() =>
      sessionStore.getState().setWallet({
        balance: 50,
        withdrawable: 0,
        held: 0,
        bonus: 50,
        wagering: { required: 500, wagered: 0 },
      }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    off();
  });

  it('a refused claim shows the server message', async () => {
    api('available', { status: 409, success: false, message: 'The trial bonus was already claimed' });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('The trial bonus was already claimed')).toBeInTheDocument();
  });

  it('needsPhone: explains and links to phone verification', async () => {
    api('needsPhone');
    renderPage('tr');
    expect(
      await screen.findByText('₺50,00 deneme bonusunu almak için telefon numaranızı doğrulayın.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telefonu doğrula' })).toHaveAttribute(
      'href',
      '/dashboard/phone-verification',
    );
    expect(screen.queryByRole('button', { name: 'Talep et' })).not.toBeInTheDocument();
  });

  it('claimed with active wagering: the progress from the session', async () => {
    api('claimed');
    act(() =>
      sessionStore.getState().setWallet({
        balance: 80,
        withdrawable: 30,
        held: 0,
        bonus: 50,
        wagering: { required: 500, wagered: 125 },
      }),
    );
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Wagered ₺125.00 of ₺500.00')).toBeInTheDocument();
  });

  it.each(['notOptedIn', 'unavailable', 'claimed'])(
    '%s (no active wagering): no trial bonus card',
    async (state) => {
      const { called } = api(state);
      renderPage();
      await waitFor(() => expect(called('GET bonus/trial')).toHaveLength(1));
      await screen.findByText('No records yet.');
      await act(() => new Promise((r) => setTimeout(r, 0)));
      expect(screen.queryByRole('heading', { name: /Trial bonus|Bonus wagering/ })).not.toBeInTheDocument();
    },
  );
});
