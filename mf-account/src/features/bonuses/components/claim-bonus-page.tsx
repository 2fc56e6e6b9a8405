import { useSearchParams } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { CallRequestForm } from '@/components/call-request/call-request-form';
import { Card, PageFrame } from '@/components/page-frame';
import { BonusRequestForm } from './bonus-request-form';

/** /dashboard/claim-bonus ('Bonus Talep'): the bonus request and the call request side by side. */
export default function ClaimBonusPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const bonusId = Number(params.get('bonusId'));
  return (
    <PageFrame title={t('pages.claimBonus')} url="/dashboard/claim-bonus">
      <Grid>
        <Card as="section" aria-labelledby="bonus-request-title">
          <H2 id="bonus-request-title">{t('bonus.requestTitle')}</H2>
          <BonusRequestForm initialBonusId={Number.isInteger(bonusId) && bonusId > 0 ? bonusId : undefined} />
        </Card>
        <Card as="section" aria-labelledby="call-request-title">
          <H2 id="call-request-title">{t('bonus.callTitle')}</H2>
          <CallRequestForm onDone={() => undefined} />
        </Card>
      </Grid>
    </PageFrame>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('xl')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
