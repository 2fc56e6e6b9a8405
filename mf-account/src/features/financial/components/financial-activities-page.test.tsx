import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@playhub/shared/query';
import { fakeApi, resetStores, signIn } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import FinancialActivitiesPage from './financial-activities-page';

const row = (id: number, type: 1 | 2, status: number) => ({
  id,
  type,
  status,
  amount: 100,
  method: 3,
  methodName: 'Papara',
  note: '',
  createdAt: '2025-01-01T10:00:00',
});

// Net deposits above the list (its own figures are tested in components/money-summary).
const summary = {
  'GET transaction/summary': {
    data: { deposits: 0, withdrawals: 0, netDeposits: 0, months: 12, staked: 0, won: 0, netResult: 0 },
  },
};

// One row per state a deposit or withdrawal goes through (docs/money.md).
const items = [row(1, 1, 6), row(2, 1, 2), row(3, 1, 1), row(4, 2, 4), row(5, 1, 5)];

describe('financial history shows each money state with a clear label', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    signIn();
    fakeApi({ 'POST transaction/history': { data: { items, total: items.length } }, ...summary });
  });

  it.each([
    ['en', ['Awaiting payment', 'Pending', 'Confirmed', 'Rejected', 'Cancelled']],
    ['tr', ['Ödeme bekleniyor', 'Beklemede', 'Onaylandı', 'Reddedildi', 'İptal edildi']],
  ] as const)('%s', async (lang, labels) => {
    renderAccount(<FinancialActivitiesPage />, { route: '/dashboard/financial-activities', lang });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual(labels);
  });
});

describe('a rejected withdrawal says why', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    signIn();
  });

  it("shows the operator's reason as text, never as HTML", async () => {
    const reason = '<img src=x onerror="alert(1)"> name & holder differ';
    fakeApi({
      ...summary,
      'POST transaction/history': {
        data: { items: [{ ...row(9, 2, 4), note: reason, reason }, row(3, 1, 1)], total: 2 },
      },
    });
    renderAccount(<FinancialActivitiesPage />, { route: '/dashboard/financial-activities', lang: 'en' });
    const shown = await screen.findByTestId('transaction-reason');
    expect(shown.textContent).toBe(`Reason: ${reason}`);
    expect(shown.querySelector('img')).toBeNull();
    expect(screen.getAllByTestId('transaction-reason')).toHaveLength(1);
  });
});

describe('financial history between two days', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    signIn();
  });

  it('sends the days of the URL as the start of the first and the end of the last local day', async () => {
    const api = fakeApi({ 'POST transaction/history': { data: { items, total: items.length } }, ...summary });
    renderAccount(<FinancialActivitiesPage />, {
      route: '/dashboard/financial-activities?from=2025-01-01&to=2025-01-31',
      lang: 'tr',
    });
    await screen.findByRole('table');
    expect(screen.getByLabelText(/Başlangıç/)).toHaveValue('01.01.2025');
    const body = api.calls.at(-1)?.body as { from: string; to: string };
    expect(new Date(body.from).getTime()).toBe(new Date(2025, 0, 1).getTime());
    expect(new Date(body.to).getTime()).toBe(new Date(2025, 1, 1).getTime());
  });

  it("refuses a reversed range in the player's language and asks nothing", async () => {
    const api = fakeApi({ 'POST transaction/history': { data: { items, total: items.length } }, ...summary });
    const user = userEvent.setup();
    renderAccount(<FinancialActivitiesPage />, { route: '/dashboard/financial-activities', lang: 'en' });
    await screen.findByRole('table');
    const asked = api.calls.length;
    await user.type(screen.getByLabelText(/^From/), '20012025');
    await user.type(screen.getByLabelText(/^To/), '10012025');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(api.calls.length).toBe(asked);
  });
});
