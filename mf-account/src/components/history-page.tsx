import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { Select } from '@playhub/kit/ui-kit';
import { PAGE_SIZE, type FilterSpec, type HistoryParams } from '@/lib/history-params';
import { DataTable, type Column } from './data-table';
import { DateRangeFilter, type DateRangeParams } from './date-range-filter';
import { Card, PageFrame } from './page-frame';
import { Pager } from './pager';
import { QueryState } from './query-state';

/** How one filter of a history list is shown: its label and the label of each non-default value. */
export interface FilterView {
  label: string;
  optionLabel: (value: number) => string;
}

/** The part of a list query a history page reads. */
export interface HistoryQuery<T> {
  data?: { items: T[]; total: number } | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Props of {@link HistoryPage}. */
export interface HistoryPageProps<T, S extends FilterSpec> {
  /** Page title, also the table's caption. */
  title: string;
  url: string;
  /** The URL state from `useHistoryParams`. */
  history: HistoryParams<S>;
  /** How each filter of the spec is shown (a filter left out is not offered); none for a list without filters. */
  filters?: { [K in keyof S]?: FilterView };
  query: HistoryQuery<T>;
  columns: readonly Column<T>[];
  /** A from/to day filter above the others (`useDateRangeParams`). */
  dateRange?: DateRangeParams;
  /** Shown above the list (the financial history's net deposits). */
  intro?: ReactNode;
}

/**
 * A dashboard history list: filter selects (default value shown as 'All'), the table, and a pager,
 * with loading, error and empty states. Filters and page come from the URL (`useHistoryParams`); a
 * page past the last one (an old shared link) is replaced by the last page.
 */
export function HistoryPage<T extends { id: number | string }, S extends FilterSpec>({
  title,
  url,
  history,
  filters,
  query,
  columns,
  dateRange,
  intro,
}: HistoryPageProps<T, S>) {
  const { t } = useTranslation('account');
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  const { page, setPage } = history;
  const pastTheEnd = query.data !== undefined && total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, true);
  }, [pastTheEnd, lastPage, setPage]);

  return (
    <PageFrame title={title} url={url}>
      {intro}
      <Card>
        {dateRange && <DateRangeFilter range={dateRange} />}
        {filters && (
          <FilterBar role="group" aria-label={t('history.filters')}>
            {(Object.keys(filters) as Array<keyof S & string>).map((name) => {
              const allowed = history.spec[name]!;
              const view = filters[name]!;
              return (
                <Select
                  key={name}
                  name={name}
                  label={view.label}
                  options={allowed.map((v) => ({
                    value: String(v),
                    label: v === allowed[0] ? t('history.all') : view.optionLabel(v),
                  }))}
                  value={String(history.filters[name])}
                  onChange={(e) => history.setFilter(name, Number(e.target.value))}
                />
              );
            })}
          </FilterBar>
        )}
        <QueryState
          isPending={query.isPending}
          error={query.error}
          isEmpty={items.length === 0}
          onRetry={() => void query.refetch()}
        >
          <DataTable caption={title} columns={columns} rows={items} rowKey={(r) => r.id} />
          <Pager page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
        </QueryState>
      </Card>
    </PageFrame>
  );
}

/** Row of filter selects above a history list (stacked on phones). */
const FilterBar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 14rem));
  }
`;
