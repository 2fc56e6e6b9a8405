import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { Button, buttonBase } from '@playhub/kit/ui-kit';
import { useProtection } from '@/lib/get-protection';

/** Where the player sets limits. */
export const PROTECTION_PATH = '/dashboard/player-protection';
const SKIPPED = 'depositLimitPromptSkipped';

const skippedInThisTab = () => {
  try {
    return sessionStorage.getItem(SKIPPED) === '1';
  } catch {
    return false;
  }
};

/**
 * The deposit page's way to player protection (issue 20): before the first deposit, an invitation to
 * set a deposit limit (it may be skipped for this visit); always, a link to the limits and breaks.
 */
export function DepositLimitNotice() {
  const { t } = useTranslation('wallet');
  const status = useProtection();
  const [skipped, setSkipped] = useState(skippedInThisTab);
  const invite = status.data && status.data.firstDeposit && !status.data.depositLimitChosen && !skipped;
  if (!invite) {
    return (
      <Quiet>
        <Link to={PROTECTION_PATH}>{t('protection.link')}</Link>
      </Quiet>
    );
  }
  return (
    <Box aria-labelledby="deposit-limit-invite" data-testid="deposit-limit-invite">
      <h2 id="deposit-limit-invite">{t('protection.inviteTitle')}</h2>
      <p>{t('protection.inviteLead')}</p>
      <Actions>
        <SetLink to={PROTECTION_PATH}>{t('protection.inviteSet')}</SetLink>
        <Button
          variant="secondary"
          onClick={() => {
            try {
              sessionStorage.setItem(SKIPPED, '1');
            } catch {
              /* shown again on the next visit: harmless */
            }
            setSkipped(true);
          }}
        >
          {t('protection.inviteSkip')}
        </Button>
      </Actions>
    </Box>
  );
}

const Quiet = styled.p`
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
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
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const SetLink = styled(Link)`
  ${buttonBase}
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  text-decoration: none;
`;
