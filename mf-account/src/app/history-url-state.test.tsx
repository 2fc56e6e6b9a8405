import { act, fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '@playhub/shared/query';
import { useLocation, useNavigate } from '@playhub/shared/router';
import { fakeApi, resetStores, signIn, type ApiRoute, type FakeApi } from '@playhub/shared/testing';
import BonusHistoryPage from '@/features/bonuses/components/bonus-history-page';
import FinancialActivitiesPage from '@/features/financial/components/financial-activities-page';
import GameActivitiesPage from '@/features/game-history/components/game-activities-page';
import SessionHistoryPage from '@/features/session-history/components/session-history-page';
import { renderAccount } from '@/test/render';

/** Shows the URL's search and offers the browser's back and forward. */
function Browser() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        forward
      </button>
    </>
  );
}

const transaction = (id: number) => ({
  id,
  type: 1,
  status: 1,
  amount: 100,
  method: 3,
  methodName: 'Papara',
  note: '',
  createdAt: '2025-01-01T10:00:00',
});
/** 35 rows on the server: four pages of ten. */
const page = (skip: number) =>
  Array.from({ length: Math.max(0, Math.min(10, 35 - skip)) }, (_, i) => transaction(skip + i + 1));

let calls: FakeApi['called'];
const lastBody = (route: ApiRoute) => calls(route).at(-1)?.body;
const search = () => screen.getByTestId('search').textContent;

beforeEach(() => {
  resetStores();
  queryClient.clear();
  signIn();
  ({ called: calls } = fakeApi({
    'POST transaction/history': ({ body }) => ({
      data: { items: page((body as { skip: number }).skip), total: 35 },
    }),
    'POST casino/gamehistory': { data: { items: [], total: 0 } },
    'POST customer/sessionhistory': { data: { items: [], total: 0 } },
    'POST bonus/history': { data: { items: [], total: 0 } },
    // The money summary above the financial history (issue 32).
    'GET transaction/summary': {
      data: { deposits: 0, withdrawals: 0, netDeposits: 0, months: 12, staked: 0, won: 0, netResult: 0 },
    },
  }));
});

const renderFinancial = (route: string) =>
  renderAccount(
    <>
      <FinancialActivitiesPage />
      <Browser />
    </>,
    { route },
  );

describe('history filters and page live in the URL', () => {
  it('a shared URL opens the same filter and page', async () => {
    renderFinancial('/dashboard/financial-activities?type=1&status=6&page=3');
    await screen.findByRole('table');
    expect(lastBody('POST transaction/history')).toEqual({ type: 1, status: 6, skip: 20, take: 10 });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('1');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('6');
    expect(screen.getByText('Page 3 of 4')).toBeInTheDocument();
  });

  it('a broken URL shows the defaults, not a white page', async () => {
    renderFinancial('/dashboard/financial-activities?page=-3&type=zzz&status=99');
    await screen.findByRole('table');
    expect(lastBody('POST transaction/history')).toEqual({ type: 0, status: 0, skip: 0, take: 10 });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('0');
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
  });

  it('a page past the last one shows the last page', async () => {
    renderFinancial('/dashboard/financial-activities?page=40');
    expect(await screen.findByText('Page 4 of 4')).toBeInTheDocument();
    expect(search()).toBe('?page=4');
  });

  it('choosing a filter or a page writes the URL; back and forward move between them', async () => {
    renderFinancial('/dashboard/financial-activities');
    await screen.findByRole('table');
    expect(search()).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();
    expect(search()).toBe('?page=2');

    // A new filter starts again at the first page.
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '2' } });
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
    expect(search()).toBe('?type=2');
    expect(lastBody('POST transaction/history')).toEqual({ type: 2, status: 0, skip: 0, take: 10 });

    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();
    expect(search()).toBe('?page=2');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('0');

    act(() => screen.getByRole('button', { name: 'forward' }).click());
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('2');
  });

  it.each([
    [
      'game activities',
      <GameActivitiesPage key="g" />,
      'POST casino/gamehistory',
      '?kind=2&status=3&page=2',
      { kind: 2, status: 3, skip: 10, take: 10 },
    ],
    [
      'game activities (broken)',
      <GameActivitiesPage key="g" />,
      'POST casino/gamehistory',
      '?kind=7&status=x&page=0',
      { kind: 0, status: 0, skip: 0, take: 10 },
    ],
    [
      'session history',
      <SessionHistoryPage key="s" />,
      'POST customer/sessionhistory',
      '?page=5',
      { skip: 40, take: 10 },
    ],
    [
      'session history (broken)',
      <SessionHistoryPage key="s" />,
      'POST customer/sessionhistory',
      '?page=-1',
      { skip: 0, take: 10 },
    ],
    ['bonus history', <BonusHistoryPage key="b" />, 'POST bonus/history', '?page=2', { skip: 10, take: 10 }],
    [
      'bonus history (broken)',
      <BonusHistoryPage key="b" />,
      'POST bonus/history',
      '?page=zzz',
      { skip: 0, take: 10 },
    ],
  ] as const)('%s reads its request from the URL', async (_name, ui, key, query, body) => {
    renderAccount(ui, { route: `/dashboard/x${query}` });
    expect(await screen.findByText('No records yet.')).toBeInTheDocument();
    expect(lastBody(key)).toEqual(body);
  });
});

it('the filter selects still list every value with All first', async () => {
  renderFinancial('/dashboard/financial-activities');
  const type = await screen.findByRole('combobox', { name: 'Type' });
  expect(
    within(type)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All', 'Deposit', 'Withdraw']);
});
