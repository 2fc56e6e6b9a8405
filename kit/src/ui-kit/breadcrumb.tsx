import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';

/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  label: string;
  url: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  & + &::before {
    content: '/';
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Crumb = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

/** Trail of router links; the last item is highlighted and marked aria-current="page". */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumb')} className={className}>
      <List>
        {items.map((item, index) => (
          <Item key={`${item.url}-${index}`}>
            <Crumb to={item.url} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </Crumb>
          </Item>
        ))}
      </List>
    </nav>
  );
}
