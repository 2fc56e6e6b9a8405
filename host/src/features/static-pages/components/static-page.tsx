import { useEffect, useMemo } from 'react';
import { Link, useParams } from '@playhub/shared/router';
import styled from 'styled-components';
import { ApiError } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { ErrorState, Skeleton } from '@playhub/kit/ui-kit';
import { usePage } from '../api/get-page';
import { sanitizeHtml } from '@playhub/kit/sanitize';
import { withoutRepeatedTitle } from '../model/without-repeated-title';
import { StaticPageMenu } from './static-page-menu';

/** `/pages/:id` content page (Requirements §2; the terms page is /pages/1) beside the static page menu. */
export function StaticPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,9}$/.test(id) && Number(id) > 0;
  return (
    <Layout>
      <Side>
        <StaticPageMenu />
      </Side>
      <Article>{valid ? <PageContent id={Number(id)} /> : <Missing />}</Article>
    </Layout>
  );
}

function PageContent({ id }: { id: number }) {
  const { t } = useTranslation('host');
  const { data, error, isPending, refetch, isFetching } = usePage(id);
  const html = useMemo(
    () => (data ? withoutRepeatedTitle(sanitizeHtml(data.content), data.title) : ''),
    [data],
  );
  useEffect(() => {
    if (data) document.title = `${data.title} · playhub`;
  }, [data]);
  if (isPending) return <Skeleton height={320} />;
  if (error) {
    if (error instanceof ApiError && error.status === 404) return <Missing />;
    return (
      <ErrorState message={t('staticPages.error')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <>
      <h1>{data.title}</h1>
      <Body dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

function Missing() {
  const { t } = useTranslation('host');
  return (
    <div data-testid="static-page-missing">
      <h1>{t('notFound.title')}</h1>
      <p>{t('staticPages.notFound')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  ${media.up('md')} {
    grid-template-columns: 240px 1fr;
  }
`;
const Side = styled.aside`
  ${media.down('md')} {
    order: 2;
  }
`;
const Article = styled.article`
  min-width: 0;
  /* On phones the page menu sits below the page. The text arrives after the first paint and its
     height is unknown, so the page takes at least the screen, loading or loaded: the menu starts
     below the fold and is never painted, then pushed away or pulled up (issue 33: CLS 0.34). */
  ${media.down('md')} {
    min-height: 100vh;
  }
  h1 {
    font-size: ${(p) => p.theme.fontSizes.xxl};
    margin-bottom: 16px;
  }
`;
const Body = styled.div`
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.7;
  & > * + * {
    margin-top: 12px;
  }
  h2,
  h3 {
    color: ${(p) => p.theme.colors.text};
  }
  img {
    height: auto;
  }
`;
