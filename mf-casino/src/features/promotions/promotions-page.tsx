import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@playhub/kit/ui-kit';
import { PageLayout } from '../../components/page-layout';
import { usePromotions } from './api/get-promotions';
import { PromotionCard } from './components/promotion-card';

/** `/promotions` — the promotion list; Details opens the `casino/promotion` dialog. */
export function PromotionsPage() {
  const { t } = useTranslation('casino');
  const { data, isPending, isError, refetch } = usePromotions();
  return (
    <PageLayout title={t('promotions.title')} path="/promotions" testId="promotions-page">
      {isPending ? (
        <Skeleton height={260} count={2} gap={16} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState message={t('promotions.empty')} />
      ) : (
        <Grid>
          {data.map((p, i) => (
            <li key={p.id}>
              <PromotionCard promotion={p} first={i === 0} />
            </li>
          ))}
        </Grid>
      )}
    </PageLayout>
  );
}

export default PromotionsPage;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${(p) => p.theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
  > li > article {
    flex: 1;
  }
`;
