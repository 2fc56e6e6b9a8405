import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Breadcrumb } from '@playhub/kit/ui-kit';

interface Props {
  title: string;
  path: string;
  /** Controls on the title line (search, links). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** Frame of the casino's inner pages: breadcrumb, title with actions, content. */
export function PageLayout({ title, path, actions, children, testId }: Props) {
  const { t } = useTranslation('casino');
  return (
    <Page data-testid={testId}>
      <Breadcrumb
        items={[
          { label: t('crumbs.home'), url: '/' },
          { label: title, url: path },
        ]}
      />
      <Head>
        <h1>{title}</h1>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.lg};
  width: 100%;
  max-width: 1400px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space.lg};
  @media (max-width: 575.98px) {
    padding: ${(p) => p.theme.space.sm};
  }
  nav ol {
    margin-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
  h1 {
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
  flex: 1 1 280px;
  /* Without it the row is never narrower than its search field's natural width, whatever the
     font: in Inter, 3 px wider than a 360 px phone. The field shrinks instead. */
  min-width: 0;
  justify-content: flex-end;
  > a {
    white-space: nowrap;
  }
`;
