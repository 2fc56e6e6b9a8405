import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { Breadcrumb } from '@playhub/kit/ui-kit';
import { DashboardMenu } from './dashboard-menu/dashboard-menu';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** Page title, also the last breadcrumb. */
  title: string;
  /** This page's URL (last breadcrumb target). */
  url: string;
  children: ReactNode;
  /** Hide the side menu (the overview page shows the menu as its content). */
  withMenu?: boolean;
}

/**
 * Frame of every dashboard page: breadcrumb (Home / Dashboard / page), the page title, and on wide
 * screens the dashboard menu beside the content.
 */
export function PageFrame({ title, url, children, withMenu = true }: PageFrameProps) {
  const { t } = useTranslation('account');
  const trail = [
    { label: t('common:crumbs.home'), url: '/' },
    { label: t('common:crumbs.dashboard'), url: '/dashboard' },
    ...(url === '/dashboard' ? [] : [{ label: title, url }]),
  ];
  return (
    <Layout $withMenu={withMenu}>
      {withMenu && (
        <Aside>
          <DashboardMenu variant="panel" />
        </Aside>
      )}
      <Content>
        <Breadcrumb items={trail} />
        <Title>{title}</Title>
        {children}
      </Content>
    </Layout>
  );
}

const Layout = styled.div<{ $withMenu: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  ${media.up('lg')} {
    grid-template-columns: ${({ $withMenu }) => ($withMenu ? '250px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Aside = styled.aside`
  display: none;
  ${media.up('lg')} {
    display: block;
    align-self: start;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
  }
`;

const Content = styled.section`
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** A card surface for page sections. */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;
