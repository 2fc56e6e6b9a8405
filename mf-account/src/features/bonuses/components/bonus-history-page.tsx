import type { BonusHistoryItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import type { Column } from '@/components/data-table';
import { HistoryPage } from '@/components/history-page';
import { useHistoryColumns } from '@/components/history-columns';
import { useHistoryParams } from '@/lib/history-params';
import { useBonusHistory } from '../api/get-bonus-history';

/** No filters: the URL keeps only the page. */
const filterSpec = {} as const;

/** /dashboard/bonus-history ('Bonuses History'): requested and credited bonuses, paged (`?page=`). */
export default function BonusHistoryPage() {
  const { t } = useTranslation('account');
  const common = useHistoryColumns();
  const history = useHistoryParams(filterSpec);
  const query = useBonusHistory(history.paging);
  const columns: Column<BonusHistoryItem>[] = [
    common.date,
    { key: 'title', header: t('history.title'), cell: (r) => r.title },
    common.moneyStatus,
    common.amount,
  ];
  return (
    <HistoryPage
      title={t('pages.bonusHistory')}
      url="/dashboard/bonus-history"
      history={history}
      query={query}
      columns={columns}
    />
  );
}
