import type { SessionHistoryItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { StatusBadge } from '@playhub/kit/ui-kit';
import type { Column } from '@/components/data-table';
import { HistoryPage } from '@/components/history-page';
import { useFormat } from '@/components/use-format';
import { useHistoryParams } from '@/lib/history-params';
import { useSessionHistory } from '../api/get-session-history';

/** No filters: the URL keeps only the page. */
const filterSpec = {} as const;

/** /dashboard/session-history: login sessions with IP, device and times, paged (`?page=`). */
export default function SessionHistoryPage() {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const history = useHistoryParams(filterSpec);
  const query = useSessionHistory(history.paging);
  const columns: Column<SessionHistoryItem>[] = [
    { key: 'started', header: t('history.started'), cell: (r) => date(r.createdAt) },
    {
      key: 'ended',
      header: t('history.ended'),
      cell: (r) =>
        r.endedAt ? (
          date(r.endedAt)
        ) : r.active ? (
          <StatusBadge tone="success">{t('history.active')}</StatusBadge>
        ) : (
          '–'
        ),
    },
    { key: 'ip', header: t('history.ip'), cell: (r) => r.ip },
    {
      key: 'device',
      header: t('history.device'),
      cell: (r) => <span title={r.userAgent}>{shortAgent(r.userAgent)}</span>,
    },
  ];
  return (
    <HistoryPage
      title={t('pages.sessionHistory')}
      url="/dashboard/session-history"
      history={history}
      query={query}
      columns={columns}
    />
  );
}

/** Browser and platform from a user agent, short enough for a phone row. */
export function shortAgent(agent: string): string {
  const browser = /(Edg|OPR|Firefox|Chrome|Safari)\/[\d.]+/
    .exec(agent)?.[1]
    ?.replace('Edg', 'Edge')
    .replace('OPR', 'Opera');
  const os = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(agent)?.[1]?.replace('Mac OS X', 'macOS');
  return [browser, os].filter(Boolean).join(' · ') || agent.slice(0, 40);
}
