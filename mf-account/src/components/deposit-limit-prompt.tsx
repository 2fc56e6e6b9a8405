import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useNavigate } from '@playhub/shared/router';
import { Button } from '@playhub/kit/ui-kit';

/** Where the player sets limits. */
export const PROTECTION_PATH = '/dashboard/player-protection';

/**
 * The invitation to set a deposit limit, shown at registration (issue 20): a way straight to the
 * limits, which the player may skip by going on.
 */
export function DepositLimitPrompt({ beforeNavigate }: { beforeNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Box aria-labelledby="deposit-limit-prompt" data-testid="deposit-limit-prompt">
      <h4 id="deposit-limit-prompt">{t('protection.promptTitle')}</h4>
      <p>{t('protection.promptLead')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          beforeNavigate?.();
          void navigate(PROTECTION_PATH);
        }}
      >
        {t('protection.promptSet')}
      </Button>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
