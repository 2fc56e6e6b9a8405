import styled from 'styled-components';
import { BetStatus, WinBetKind, type GameHistoryItem, type GameRoundItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import type { Column } from '@/components/data-table';
import { useDateRangeParams } from '@/components/date-range-filter';
import { HistoryPage } from '@/components/history-page';
import { useHistoryColumns } from '@/components/history-columns';
import { useFormat } from '@/components/use-format';
import { useHistoryParams } from '@/lib/history-params';
import { useGameHistory } from '../api/get-game-history';
import { useGameRounds } from '../api/get-game-rounds';

/** How the list reads: 1 each bet and win (the default), 2 one row per round with its net. */
const VIEW = { rows: 1, rounds: 2 } as const;

/** The filters (`?view=&kind=&status=`); the first value of each is the default. */
const filterSpec = {
  view: [VIEW.rows, VIEW.rounds],
  kind: [0, WinBetKind.Bet, WinBetKind.Win],
  status: [0, ...Object.values(BetStatus)],
} as const;

/**
 * /dashboard/game-history: game activity between two days, newest first — each bet and win
 * (filtered by kind and status), or one row per round with what was staked, won and the net.
 */
export default function GameActivitiesPage() {
  const { t } = useTranslation('account');
  const common = useHistoryColumns();
  const { money } = useFormat();
  const history = useHistoryParams(filterSpec);
  const dates = useDateRangeParams();
  const rounds = history.filters.view === VIEW.rounds;
  const rowsQuery = useGameHistory(
    {
      kind: history.filters.kind,
      status: history.filters.status,
      ...dates.instants,
      ...history.paging,
    },
    !rounds,
  );
  const roundsQuery = useGameRounds({ ...dates.instants, ...history.paging }, rounds);

  const view = {
    label: t('history.view'),
    optionLabel: (v: number) => t(`history.views.${v}`),
  };
  const title = t('pages.gameActivities');
  const url = '/dashboard/game-history';

  if (rounds) {
    const columns: Column<GameRoundItem>[] = [
      common.date,
      { key: 'game', header: t('history.game'), cell: (r) => r.gameName },
      { key: 'provider', header: t('history.provider'), cell: (r) => r.providerName },
      { key: 'status', header: t('history.status'), cell: (r) => t(`history.betStatuses.${r.status}`) },
      { key: 'staked', header: t('history.staked'), cell: (r) => money(r.staked), numeric: true },
      { key: 'won', header: t('history.won'), cell: (r) => money(r.won), numeric: true },
      {
        key: 'net',
        header: t('history.net'),
        cell: (r) => <Net $sign={Math.sign(r.net)}>{signed(money(r.net), r.net)}</Net>,
        numeric: true,
      },
    ];
    return (
      <HistoryPage
        title={title}
        url={url}
        history={history}
        filters={{ view }}
        query={roundsQuery}
        columns={columns}
        dateRange={dates}
      />
    );
  }

  const columns: Column<GameHistoryItem>[] = [
    common.date,
    { key: 'game', header: t('history.game'), cell: (r) => r.gameName },
    { key: 'provider', header: t('history.provider'), cell: (r) => r.providerName },
    { key: 'kind', header: t('history.kind'), cell: (r) => t(`history.kinds.${r.kind}`) },
    { key: 'status', header: t('history.status'), cell: (r) => t(`history.betStatuses.${r.status}`) },
    common.amount,
  ];

  return (
    <HistoryPage
      title={title}
      url={url}
      history={history}
      filters={{
        view,
        kind: { label: t('history.kind'), optionLabel: (v) => t(`history.kinds.${v}`) },
        status: { label: t('history.status'), optionLabel: (v) => t(`history.betStatuses.${v}`) },
      }}
      query={rowsQuery}
      columns={columns}
      dateRange={dates}
    />
  );
}

/** A net amount with its sign: a gain reads +₺5,00 (a loss already carries its minus). */
const signed = (text: string, n: number) => (n > 0 ? `+${text}` : text);

const Net = styled.span<{ $sign: number }>`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.successText : theme.colors.text)};
`;
