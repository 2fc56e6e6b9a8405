import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { DashboardMenu } from '@/components/dashboard-menu/dashboard-menu';
import { Card, PageFrame } from '@/components/page-frame';
import { MoneySummary } from '@/components/money-summary/money-summary';
import { ProfileBlock } from '@/components/profile-block';
import { useFormat } from '@/components/use-format';
import { RecentlyPlayed } from './recently-played';

/** /dashboard overview: profile, balance, net deposits (issue 32) and the dashboard menu as the page's navigation. */
export default function DashboardPage() {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  const userName = useSession((s) => s.userName);
  const balance = useSession((s) => s.balance);
  return (
    <PageFrame title={t('dashboard.title')} url="/dashboard" withMenu={false}>
      <Summary>
        <ProfileBlock />
        <div>
          <Muted>{t('menu.balance')}</Muted>
          <Balance>{balance === null ? '…' : money(balance)}</Balance>
        </div>
      </Summary>
      <MoneySummary />
      <Hello>{t('dashboard.welcome', { name: userName })}</Hello>
      <RecentlyPlayed />
      <MenuCard>
        <DashboardMenu variant="panel" />
      </MenuCard>
    </PageFrame>
  );
}

const Summary = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Balance = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Hello = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const MenuCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  max-width: 560px;
`;
