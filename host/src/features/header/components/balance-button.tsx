import { useRef } from 'react';
import styled from 'styled-components';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { refreshBalance, useSession } from '@playhub/shared/session';
import { RefreshIcon } from '@/components/icons';
import { useTextFits } from '../hooks/use-text-fits';
import { balanceTexts } from '../model/balance-text';

/**
 * The player's live balance; pressing it refreshes the balance at once. In a crowded header this
 * button gives way, never the menu or account buttons: the amount turns short (`₺123.4K`) when the
 * full one does not fit. The accessible name always carries the full amount.
 */
export function BalanceButton({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('host');
  const balance = useSession((s) => s.balance);
  const { full, short } = balanceTexts(balance, asLanguage(i18n.language) ?? 'tr');
  const amount = useRef<HTMLSpanElement>(null);
  const fits = useTextFits(amount, full);
  return (
    <Button
      type="button"
      onClick={() => void refreshBalance()}
      aria-label={t('header.refreshBalance', { amount: full })}
      title={fits ? undefined : full}
      data-testid="balance"
      data-fit={fits ? 'full' : 'short'}
      data-layout={compact ? 'mobile' : 'desktop'}
    >
      {!compact && <Label>{t('header.balance')}</Label>}
      <Amount ref={amount}>{fits ? full : short}</Amount>
      <RefreshIcon size={14} />
    </Button>
  );
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: 0 1 auto;
  min-width: 0;
  min-height: 36px;
  padding: 0 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  white-space: nowrap;
  svg {
    flex: none;
  }
  &[data-layout='mobile'] {
    min-height: 44px;
    padding: 0 8px;
    gap: 4px;
  }
`;
const Label = styled.span`
  @media (max-width: 1399.98px) {
    display: none;
  }
  flex: none;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;
const Amount = styled.span`
  min-width: 0;
  overflow: hidden;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.accent};
  /* The short amount is the last step; only a header narrower than any phone would clip it. */
  [data-fit='short'] > & {
    text-overflow: ellipsis;
  }
`;
