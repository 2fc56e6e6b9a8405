import styled from 'styled-components';
import type { KycState } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { StatusBadge, type StatusTone } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { useFormat } from '@/components/use-format';

const TONES: Record<KycState['status'], StatusTone> = {
  not_started: 'neutral',
  pending: 'accent',
  approved: 'success',
  rejected: 'danger',
  expired: 'danger',
};

/** Where the player's verification stands, what it means for withdrawals, and what to do next. */
export function KycStatusCard({ state }: { state: KycState }) {
  const { t } = useTranslation('account');
  const { money, date } = useFormat();
  const left = Math.max(0, state.withdrawThreshold - state.withdrawnTotal);
  return (
    <Card as="section" aria-labelledby="kyc-status-title">
      <Head>
        <h2 id="kyc-status-title">{t('kyc.statusTitle')}</h2>
        <StatusBadge tone={TONES[state.status]}>{t(`kyc.status.${state.status}`)}</StatusBadge>
      </Head>
      <p>
        {t(`kyc.explain.${state.status}`, {
          reason: state.reason,
          date: state.expiresAt ? date(state.expiresAt).slice(0, 10) : '',
        })}
      </p>
      {state.status !== 'approved' && (
        <Muted>
          {t('kyc.threshold', {
            threshold: money(state.withdrawThreshold),
            left: money(left),
          })}
        </Muted>
      )}
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
