import { TransactionStatus, TransactionType, type TransactionItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import type { Column } from '@/components/data-table';
import { HistoryPage } from '@/components/history-page';
import { useHistoryColumns } from '@/components/history-columns';
import { useHistoryParams } from '@/lib/history-params';
import { useTransactionHistory } from '../api/get-transaction-history';

/** The filters (`?type=&status=`); the first value of each is the default. */
const filterSpec = {
  type: [TransactionType.All, TransactionType.Deposit, TransactionType.Withdraw],
  status: Object.values(TransactionStatus),
} as const;

/** /dashboard/financial-activities: deposits and withdrawals filtered by type and status, paged. */
export default function FinancialActivitiesPage() {
  const { t } = useTranslation('account');
  const common = useHistoryColumns();
  const history = useHistoryParams(filterSpec);
  const query = useTransactionHistory({ ...history.filters, ...history.paging });

  const columns: Column<TransactionItem>[] = [
    common.date,
    { key: 'type', header: t('history.type'), cell: (r) => t(`history.transactionTypes.${r.type}`) },
    { key: 'method', header: t('history.method'), cell: (r) => r.methodName },
    common.moneyStatus,
    common.amount,
  ];

  return (
    <HistoryPage
      title={t('pages.financial')}
      url="/dashboard/financial-activities"
      history={history}
      filters={{
        type: { label: t('history.type'), optionLabel: (v) => t(`history.transactionTypes.${v}`) },
        status: { label: t('history.status'), optionLabel: (v) => t(`history.transactionStatuses.${v}`) },
      }}
      query={query}
      columns={columns}
    />
  );
}
