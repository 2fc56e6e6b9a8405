import { useState } from 'react';
import type { SessionHistoryItem } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { StatusBadge } from '@playhub/shared/ui-kit';
import { DataTable, type Column } from '@/components/data-table';
import { PAGE_SIZE } from '@/components/filter-bar';
import { Card, PageFrame } from '@/components/page-frame';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/components/use-format';
import { useSessionHistory } from '../api/get-session-history';

/** /dashboard/session-history: login sessions with IP, device and times. */
export default function SessionHistoryPage() {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const [page, setPage] = useState(0);
  const query = useSessionHistory({ skip: page * PAGE_SIZE, take: PAGE_SIZE });
  const items = query.data?.items ?? [];
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
    <PageFrame title={t('pages.sessionHistory')} url="/dashboard/session-history">
      <Card>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          isEmpty={items.length === 0}
          onRetry={() => void query.refetch()}
        >
          <DataTable
            caption={t('pages.sessionHistory')}
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

/** Browser and platform from a user agent, short enough for a phone row. */
export function shortAgent(agent: string): string {
  const browser = /(Edg|OPR|Firefox|Chrome|Safari)\/[\d.]+/
    .exec(agent)?.[1]
    ?.replace('Edg', 'Edge')
    .replace('OPR', 'Opera');
  const os = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(agent)?.[1]?.replace('Mac OS X', 'macOS');
  return [browser, os].filter(Boolean).join(' · ') || agent.slice(0, 40);
}
