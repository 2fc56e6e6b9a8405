import styled from 'styled-components';
import { formatMoney } from '@playhub/shared/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { refreshBalance, useSession } from '@playhub/shared/session';
import { RefreshIcon } from '@/components/icons';

/** The player's live balance; pressing it refreshes the balance at once. */
export function BalanceButton({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('host');
  const balance = useSession((s) => s.balance);
  const amount = balance === null ? '…' : formatMoney(balance, { lang: asLanguage(i18n.language) ?? 'tr' });
  return (
    <Button
      type="button"
      onClick={() => void refreshBalance()}
      aria-label={t('header.refreshBalance', { amount })}
      data-testid="balance"
    >
      {!compact && <Label>{t('header.balance')}</Label>}
      <Amount>{amount}</Amount>
      <RefreshIcon size={14} />
    </Button>
  );
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  white-space: nowrap;
`;
const Label = styled.span`
  @media (max-width: 1399.98px) {
    display: none;
  }
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;
const Amount = styled.span`
  font-weight: ${(p) => p.theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.accent};
`;
