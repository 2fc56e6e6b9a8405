import { screen, within } from '@testing-library/react';
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

// One row per state a deposit or withdrawal goes through (docs/money.md).
const items = [row(1, 1, 6), row(2, 1, 2), row(3, 1, 1), row(4, 2, 4), row(5, 1, 5)];

describe('financial history shows each money state with a clear label', () => {
  beforeEach(() => {
    resetStores();
    queryClient.clear();
    signIn();
    fakeApi({ 'POST transaction/history': { data: { items, total: items.length } } });
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
