import styled from 'styled-components';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { useProtection } from '@/lib/get-protection';
import { depositAllowance } from '@/lib/deposit-allowance';

/**
 * What the player may still deposit under their deposit limits (issue 33), before they type an
 * amount: "Your deposit limit: ₺1.000 per 24 hours. You can still deposit ₺300." Nothing without a
 * deposit limit (the page links to player protection anyway).
 */
export function DepositAllowanceNote({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const status = useProtection();
  const allowance = depositAllowance(status.data?.limits);
  if (!allowance) return null;
  const values = {
    limit: formatMoney(allowance.limit, { lang }),
    amount: formatMoney(allowance.remaining, { lang }),
    period: t(`allowance.periods.${allowance.period}`),
  };
  const reached = allowance.remaining <= 0;
  return (
    <Note className={className} data-testid="deposit-allowance" $reached={reached}>
      {t(reached ? 'allowance.reached' : 'allowance.left', values)}
    </Note>
  );
}

const Note = styled.p<{ $reached: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme, $reached }) => ($reached ? theme.colors.danger : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
