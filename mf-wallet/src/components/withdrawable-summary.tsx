import styled from 'styled-components';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { WageringBar } from '@playhub/kit/ui-kit';

/**
 * What the player can withdraw now (cash not held, bonus excluded) and, when there is any, what is
 * held by pending withdrawals and the bonus money still to be wagered. From the session, which the
 * balance poll keeps current. `compact` (inside the withdraw form) shows the withdrawable line only.
 */
export function WithdrawableSummary({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const withdrawable = useSession((s) => s.withdrawable);
  const held = useSession((s) => s.held);
  const bonus = useSession((s) => s.bonus);
  const wagering = useSession((s) => s.wagering);
  const money = (n: number | null) => (n === null ? '…' : formatMoney(n, { lang }));
  const wageringText =
    wagering &&
    t('summary.wagering', { wagered: money(wagering.wagered), required: money(wagering.required) });

  if (compact) {
    return (
      <Compact>
        {t('summary.upTo')} <strong data-testid="withdrawable-compact">{money(withdrawable)}</strong>
      </Compact>
    );
  }
  return (
    <Box>
      <Row>
        <dt>{t('summary.withdrawable')}</dt>
        <dd data-testid="withdrawable">{money(withdrawable)}</dd>
      </Row>
      {held !== null && held > 0 && (
        <Row $muted>
          <dt>{t('summary.held')}</dt>
          <dd data-testid="held">{money(held)}</dd>
        </Row>
      )}
      {bonus !== null && bonus > 0 && (
        <Row $muted>
          <dt>{t('summary.bonus')}</dt>
          <dd data-testid="bonus">{money(bonus)}</dd>
        </Row>
      )}
      {bonus !== null && bonus > 0 && wagering && wageringText && (
        <Wagering>
          <dt>{t('summary.wageringLabel')}</dt>
          <dd>
            <span>{wageringText}</span>
            <WageringBar wagering={wagering} label={t('summary.wageringLabel')} text={wageringText} />
          </dd>
        </Wagering>
      )}
    </Box>
  );
}

const Box = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 520px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div<{ $muted?: boolean }>`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  /* A long label wraps on a phone; the amount stays on its line, right-aligned. */
  dt {
    flex: 1 1 0;
    min-width: 0;
  }
  dd {
    flex: none;
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme, $muted }) => ($muted ? theme.colors.text : theme.colors.accent)};
  }
`;

const Wagering = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const Compact = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
`;
