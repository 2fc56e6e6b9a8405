import { BetStatus, WinBetKind, type GameHistoryItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import type { Column } from '@/components/data-table';
import { HistoryPage } from '@/components/history-page';
import { useHistoryColumns } from '@/components/history-columns';
import { useHistoryParams } from '@/lib/history-params';
import { useGameHistory } from '../api/get-game-history';

/** The filters (`?kind=&status=`); 0 (all) is the default of each. */
const filterSpec = {
  kind: [0, WinBetKind.Bet, WinBetKind.Win],
  status: [0, ...Object.values(BetStatus)],
} as const;

/** /dashboard/game-history: game rounds (bets and wins) filtered by kind and status, paged. */
export default function GameActivitiesPage() {
  const { t } = useTranslation('account');
  const common = useHistoryColumns();
  const history = useHistoryParams(filterSpec);
  const query = useGameHistory({ ...history.filters, ...history.paging });

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
      title={t('pages.gameActivities')}
      url="/dashboard/game-history"
      history={history}
      filters={{
        kind: { label: t('history.kind'), optionLabel: (v) => t(`history.kinds.${v}`) },
        status: { label: t('history.status'), optionLabel: (v) => t(`history.betStatuses.${v}`) },
      }}
      query={query}
      columns={columns}
    />
  );
}
