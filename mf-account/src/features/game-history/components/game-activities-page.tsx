import { useState } from 'react';
import {
  BetStatus,
  WinBetKind,
  type GameHistoryItem,
  type GameHistoryPayload,
} from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Select } from '@playhub/shared/ui-kit';
import { DataTable, type Column } from '@/components/data-table';
import { FilterBar, PAGE_SIZE } from '@/components/filter-bar';
import { Card, PageFrame } from '@/components/page-frame';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/components/use-format';
import { useGameHistory } from '../api/get-game-history';

/** /dashboard/game-history: game rounds (bets and wins) filtered by kind and status, paged. */
export default function GameActivitiesPage() {
  const { t } = useTranslation('account');
  const { money, date } = useFormat();
  const [kind, setKind] = useState<GameHistoryPayload['kind']>(0);
  const [status, setStatus] = useState<GameHistoryPayload['status']>(0);
  const [page, setPage] = useState(0);
  const query = useGameHistory({ kind, status, skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const items = query.data?.items ?? [];

  const columns: Column<GameHistoryItem>[] = [
    { key: 'date', header: t('history.date'), cell: (r) => date(r.createdAt) },
    { key: 'game', header: t('history.game'), cell: (r) => r.gameName },
    { key: 'provider', header: t('history.provider'), cell: (r) => r.providerName },
    { key: 'kind', header: t('history.kind'), cell: (r) => t(`history.kinds.${r.kind}`) },
    { key: 'status', header: t('history.status'), cell: (r) => t(`history.betStatuses.${r.status}`) },
    { key: 'amount', header: t('history.amount'), cell: (r) => money(r.amount), numeric: true },
  ];
  const kindOptions = [0, WinBetKind.Bet, WinBetKind.Win].map((v) => ({
    value: String(v),
    label: v === 0 ? t('history.all') : t(`history.kinds.${v}`),
  }));
  const statusOptions = [0, ...Object.values(BetStatus)].map((v) => ({
    value: String(v),
    label: v === 0 ? t('history.all') : t(`history.betStatuses.${v}`),
  }));

  return (
    <PageFrame title={t('pages.gameActivities')} url="/dashboard/game-history">
      <Card>
        <FilterBar role="group" aria-label={t('history.filters')}>
          <Select
            label={t('history.kind')}
            options={kindOptions}
            value={String(kind)}
            onChange={(e) => {
              setKind(Number(e.target.value) as GameHistoryPayload['kind']);
              setPage(0);
            }}
          />
          <Select
            label={t('history.status')}
            options={statusOptions}
            value={String(status)}
            onChange={(e) => {
              setStatus(Number(e.target.value) as GameHistoryPayload['status']);
              setPage(0);
            }}
          />
        </FilterBar>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          isEmpty={items.length === 0}
          onRetry={() => void query.refetch()}
        >
          <DataTable
            caption={t('pages.gameActivities')}
            columns={columns}
            rows={items}
            rowKey={(r) => r.id}
          />
          <Pager page={page} total={query.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
        </QueryState>
      </Card>
    </PageFrame>
  );
}
