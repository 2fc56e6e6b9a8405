import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { ErrorState, Skeleton } from '@playhub/kit/ui-kit';
import { Card } from '../page-frame';
import { useFormat } from '../use-format';
import { useMoneySummary } from './get-money-summary';

/**
 * Net deposits (completed deposits − completed withdrawals, since the account opened; UKGC RTS 1C)
 * and the games' net result (wins − stakes) over the last 12 months, on the dashboard and above the
 * financial history (issue 32, item 2). The server's figures, in the site's money format.
 */
export function MoneySummary() {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  const query = useMoneySummary();
  const titleId = useId();
  const s = query.data;
  return (
    <Box as="section" aria-labelledby={titleId} data-testid="money-summary" aria-busy={query.isPending}>
      <Title id={titleId}>{t('netDeposits.title')}</Title>
      {query.isPending ? (
        <Skeleton height={72} />
      ) : !s ? (
        <ErrorState message={t('netDeposits.failed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Figures>
            <div>
              <dt>{t('netDeposits.net')}</dt>
              <dd data-testid="net-deposits">{money(s.netDeposits)}</dd>
              <Detail>
                {t('netDeposits.detail', { deposits: money(s.deposits), withdrawals: money(s.withdrawals) })}
              </Detail>
            </div>
            <div>
              <dt>{t('netDeposits.result', { count: s.months })}</dt>
              <dd data-testid="net-result" data-tone={s.netResult < 0 ? 'loss' : 'win'}>
                {money(s.netResult)}
              </dd>
              <Detail>{t('netDeposits.resultDetail', { won: money(s.won), staked: money(s.staked) })}</Detail>
            </div>
          </Figures>
          {s.deposits === 0 && s.staked === 0 && <Empty>{t('netDeposits.empty')}</Empty>}
        </>
      )}
    </Box>
  );
}

const Box = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  dd[data-tone='loss'] {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

const Detail = styled.dd`
  && {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
