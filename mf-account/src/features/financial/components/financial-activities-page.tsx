import { TransactionStatus, TransactionType, type TransactionItem } from '@playhub/shared/contracts';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import type { Column } from '@/components/data-table';
import { useDateRangeParams } from '@/components/date-range-filter';
import { HistoryPage } from '@/components/history-page';
import { useHistoryColumns } from '@/components/history-columns';
import { MoneySummary } from '@/components/money-summary/money-summary';
import { useHistoryParams } from '@/lib/history-params';
import { useTransactionHistory } from '../api/get-transaction-history';

/** The filters (`?type=&status=`); the first value of each is the default. */
const filterSpec = {
  type: [TransactionType.All, TransactionType.Deposit, TransactionType.Withdraw],
  status: Object.values(TransactionStatus),
} as const;

/**
 * /dashboard/financial-activities: deposits and withdrawals filtered by dates, type and status, paged;
 * a rejected withdrawal shows the operator's reason under its status. Net deposits above (issue 32).
 */
export default function FinancialActivitiesPage() {
  const { t } = useTranslation('account');
  const common = useHistoryColumns();
  const history = useHistoryParams(filterSpec);
  const dates = useDateRangeParams();
  const query = useTransactionHistory({ ...history.filters, ...dates.instants, ...history.paging });

  const columns: Column<TransactionItem>[] = [
    common.date,
    { key: 'type', header: t('history.type'), cell: (r) => t(`history.transactionTypes.${r.type}`) },
    { key: 'method', header: t('history.method'), cell: (r) => r.methodName },
    {
      ...common.moneyStatus,
      // A rejected withdrawal says why, in the operator's words (plain text, never HTML).
      cell: (r) => (
        <div>
          {common.moneyStatus.cell(r)}
          {r.reason && (
            <Reason data-testid="transaction-reason">
              {t('history.reason')}: {r.reason}
            </Reason>
          )}
        </div>
      ),
    },
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
      dateRange={dates}
      intro={<MoneySummary />}
    />
  );
}

const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
