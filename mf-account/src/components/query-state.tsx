import type { ReactNode } from 'react';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@playhub/kit/ui-kit';

/** Props of {@link QueryState}. */
export interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  onRetry: () => void;
  /** What an empty list says (default: the history's 'no records'). */
  emptyMessage?: string;
  children: ReactNode;
}

/** Loading skeleton, error with retry, or empty message around a list; else the list. */
export function QueryState({ isPending, error, isEmpty, onRetry, emptyMessage, children }: QueryStateProps) {
  const { t } = useTranslation('account');
  if (isPending) return <Skeleton height={160} />;
  if (error)
    return <ErrorState message={error instanceof Error ? error.message : undefined} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState message={emptyMessage ?? t('history.empty')} />;
  return <>{children}</>;
}
