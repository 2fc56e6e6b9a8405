import { useState } from 'react';
import { TransactionStatus, TransactionType, type TransactionItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Select, StatusBadge } from '@playhub/shared/ui-kit';
import { DataTable, type Column } from '@/components/data-table';
import { FilterBar, PAGE_SIZE } from '@/components/filter-bar';
import { Card, PageFrame } from '@/components/page-frame';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { statusTone } from '@/components/status-tone';
import { useFormat } from '@/components/use-format';
import { useTransactionHistory } from '../api/get-transaction-history';

/** /dashboard/financial-activities: deposits and withdrawals filtered by type and status, paged. */
export default function FinancialActivitiesPage() {
  const { t } = useTranslation('account');
  const { money, date } = useFormat();
  const [type, setType] = useState<TransactionType>(TransactionType.All);
  const [status, setStatus] = useState<TransactionStatus>(TransactionStatus.None);
  const [page, setPage] = useState(0);
  const query = useTransactionHistory({ type, status, skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const items = query.data?.items ?? [];

  const columns: Column<TransactionItem>[] = [
    { key: 'date', header: t('history.date'), cell: (r) => date(r.createdAt) },
    { key: 'type', header: t('history.type'), cell: (r) => t(`history.transactionTypes.${r.type}`) },
    { key: 'method', header: t('history.method'), cell: (r) => r.methodName },
    {
      key: 'status',
      header: t('history.status'),
      cell: (r) => (
        <StatusBadge tone={statusTone(r.status)}>{t(`history.transactionStatuses.${r.status}`)}</StatusBadge>
      ),
    },
    { key: 'amount', header: t('history.amount'), cell: (r) => money(r.amount), numeric: true },
  ];
  const typeOptions = [TransactionType.All, TransactionType.Deposit, TransactionType.Withdraw].map((v) => ({
    value: String(v),
    label: v === 0 ? t('history.all') : t(`history.transactionTypes.${v}`),
  }));
  const statusOptions = Object.values(TransactionStatus).map((v) => ({
    value: String(v),
    label: v === 0 ? t('history.all') : t(`history.transactionStatuses.${v}`),
  }));

  return (
    <PageFrame title={t('pages.financial')} url="/dashboard/financial-activities">
      <Card>
        <FilterBar role="group" aria-label={t('history.filters')}>
          <Select
            label={t('history.type')}
            options={typeOptions}
            value={String(type)}
            onChange={(e) => {
              setType(Number(e.target.value) as TransactionType);
              setPage(0);
            }}
          />
          <Select
            label={t('history.status')}
            options={statusOptions}
            value={String(status)}
            onChange={(e) => {
              setStatus(Number(e.target.value) as TransactionStatus);
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
          <DataTable caption={t('pages.financial')} columns={columns} rows={items} rowKey={(r) => r.id} />
          <Pager page={page} total={query.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
        </QueryState>
      </Card>
    </PageFrame>
  );
}
