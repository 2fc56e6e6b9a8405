import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { useSession } from '@playhub/shared/session';

/** The player's deposits and withdrawals (the account vertical's page, open during a break). */
export const FINANCIAL_HISTORY_PATH = '/dashboard/financial-activities';

/** True in a session opened during a time-out or self-exclusion: it may only withdraw (issue 28). */
export function useWithdrawOnly(): boolean {
  return useSession((s) => s.authData?.access === 'withdraw');
}

/**
 * What a player on a time-out or self-exclusion may do here: withdraw their balance and read their
 * history; deposits (like games and bonuses) stay closed until the break ends.
 */
export function BreakNotice({ mode }: { mode: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation('wallet');
  if (!useWithdrawOnly()) return null;
  return (
    <Box role="status">
      <h2>{t('onBreak.title')}</h2>
      <p>{t(mode === 'deposit' ? 'onBreak.deposit' : 'onBreak.withdraw')}</p>
      <p>
        <Link to={FINANCIAL_HISTORY_PATH}>{t('onBreak.history')}</Link>
      </p>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
