import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/kit/ui-kit';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Zero-based page. */
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous / next paging with 'Page x of y'; hidden when everything fits on one page. */
export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const { t } = useTranslation('account');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Bar aria-label={t('history.pagination')}>
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </Button>
      <span aria-live="polite">{t('history.page', { page: page + 1, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </Button>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
