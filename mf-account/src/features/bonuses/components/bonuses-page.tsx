import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { buttonBase } from '@playhub/kit/ui-kit';
import { Card, PageFrame } from '@/components/page-frame';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/components/use-format';
import { useBonusList } from '../api/get-bonus-list';
import { TrialBonusCard } from './trial-bonus-card';

/** Offer descriptions are operator HTML; the cards show their text only. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** /dashboard/bonuses ('Bonuses & Discounts'): the trial bonus, then the offers, each linking to its request. */
export default function BonusesPage() {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  const query = useBonusList();
  const offers = query.data ?? [];
  return (
    <PageFrame title={t('pages.bonuses')} url="/dashboard/bonuses">
      <TrialBonusCard />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={offers.length === 0}
        onRetry={() => void query.refetch()}
      >
        <Grid>
          {offers.map((o) => (
            <Offer as="article" key={o.id} aria-labelledby={`offer-${o.id}`}>
              {o.imageUrl && <Image src={o.imageUrl} alt="" loading="lazy" />}
              <h2 id={`offer-${o.id}`}>{o.title}</h2>
              <p>{plainText(o.description)}</p>
              <Amount>
                {t('bonus.amount')}: {o.amount === null ? t('bonus.byOperator') : money(o.amount)}
              </Amount>
              <Claim to={`/dashboard/claim-bonus?bonusId=${o.id}`}>{t('bonus.claim')}</Claim>
            </Offer>
          ))}
        </Grid>
      </QueryState>
    </PageFrame>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Offer = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    flex: 1;
  }
`;

const Image = styled.img`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Claim = styled(Link)`
  ${buttonBase}
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;
