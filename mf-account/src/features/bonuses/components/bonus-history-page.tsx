import { useState } from 'react';
import type { BonusHistoryItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { StatusBadge } from '@playhub/shared/ui-kit';
import { DataTable, type Column } from '@/components/data-table';
import { PAGE_SIZE } from '@/components/filter-bar';
import { Card, PageFrame } from '@/components/page-frame';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { statusTone } from '@/components/status-tone';
import { useFormat } from '@/components/use-format';
import { useBonusHistory } from '../api/get-bonus-history';

/** /dashboard/bonus-history ('Bonuses History'): requested and credited bonuses, paged. */
export default function BonusHistoryPage() {
  const { t } = useTranslation('account');
  const { money, date } = useFormat();
  const [page, setPage] = useState(0);
  const query = useBonusHistory({ skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const items = query.data?.items ?? [];
  const columns: Column<BonusHistoryItem>[] = [
    { key: 'date', header: t('history.date'), cell: (r) => date(r.createdAt) },
    { key: 'title', header: t('history.title'), cell: (r) => r.title },
    {
      key: 'status',
      header: t('history.status'),
      cell: (r) => (
        <StatusBadge tone={statusTone(r.status)}>{t(`history.transactionStatuses.${r.status}`)}</StatusBadge>
      ),
    },
    { key: 'amount', header: t('history.amount'), cell: (r) => money(r.amount), numeric: true },
  ];
  return (
    <PageFrame title={t('pages.bonusHistory')} url="/dashboard/bonus-history">
      <Card>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          isEmpty={items.length === 0}
          onRetry={() => void query.refetch()}
        >
          <DataTable caption={t('pages.bonusHistory')} columns={columns} rows={items} rowKey={(r) => r.id} />
          <Pager page={page} total={query.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
        </QueryState>
      </Card>
    </PageFrame>
  );
}
