import type { TransactionStatus } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { StatusBadge } from '@playhub/kit/ui-kit';
import type { Column } from './data-table';
import { statusTone } from './status-tone';
import { useFormat } from './use-format';

/** The columns several history lists share: when, the money state (as a badge) and the amount. */
export function useHistoryColumns() {
  const { t } = useTranslation('account');
  const { money, date } = useFormat();
  return {
    date: { key: 'date', header: t('history.date'), cell: (r: { createdAt: string }) => date(r.createdAt) },
    moneyStatus: {
      key: 'status',
      header: t('history.status'),
      cell: (r: { status: TransactionStatus }) => (
        <StatusBadge tone={statusTone(r.status)}>{t(`history.transactionStatuses.${r.status}`)}</StatusBadge>
      ),
    },
    amount: {
      key: 'amount',
      header: t('history.amount'),
      cell: (r: { amount: number }) => money(r.amount),
      numeric: true,
    },
  } satisfies Record<string, Column<never>>;
}
