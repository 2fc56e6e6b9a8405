import styled from 'styled-components';
import { protectionPeriods } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { ErrorState, Skeleton } from '@playhub/kit/ui-kit';
import { Card, PageFrame } from '@/components/page-frame';
import { useProtection } from '../api/get-protection';
import { limitOf, moneyLimitKinds } from '../model/limit-choices';
import { ExclusionForm } from './exclusion-form';
import { LimitRow } from './limit-row';
import { SessionSettings } from './session-settings';

/** Where the responsible-gambling page is (the CMS page of the footer's link). */
export const RESPONSIBLE_GAMBLING_PATH = '/pages/3';

/**
 * /dashboard/player-protection: deposit, loss and wager limits over 24 hours, 7 days and 30 days,
 * the session-time limit and reality check, a time-out and self-exclusion. The API enforces them.
 */
export default function ProtectionPage() {
  const { t } = useTranslation('account');
  const status = useProtection();
  return (
    <PageFrame title={t('protection.title')} url="/dashboard/player-protection">
      <Lead>
        {t('protection.lead')} <Link to={RESPONSIBLE_GAMBLING_PATH}>{t('protection.rgLink')}</Link>
      </Lead>
      {status.isPending ? (
        <Skeleton height={320} />
      ) : status.error ? (
        <ErrorState
          message={status.error instanceof Error ? status.error.message : undefined}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Sections>
          {moneyLimitKinds.map((kind) => (
            <Card key={kind} as="section" aria-labelledby={`protection-${kind}`}>
              <h2 id={`protection-${kind}`}>{t(`protection.kinds.${kind}`)}</h2>
              <p>{t(`protection.kindLeads.${kind}`)}</p>
              {protectionPeriods.map((period) => (
                <LimitRow
                  key={period}
                  kind={kind}
                  period={period}
                  limit={limitOf(status.data, kind, period)}
                />
              ))}
            </Card>
          ))}
          <SessionSettings status={status.data} />
          <Card>
            <ExclusionForm kind="timeout" />
          </Card>
          <Card>
            <ExclusionForm kind="self" />
          </Card>
        </Sections>
      )}
    </PageFrame>
  );
}

const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
