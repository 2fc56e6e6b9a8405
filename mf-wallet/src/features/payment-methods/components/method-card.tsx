import styled from 'styled-components';
import type { PaymentMethodInfo } from '@playhub/shared/contracts';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/kit/ui-kit';

/** Props of {@link MethodCard}. */
export interface MethodCardProps {
  method: PaymentMethodInfo;
  mode: 'deposit' | 'withdraw';
  onChoose: (method: PaymentMethodInfo) => void;
}

/** One payment method: logo, name, min/max limits and the button that chooses it. */
export function MethodCard({ method, mode, onChoose }: MethodCardProps) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const named = mode === 'deposit' ? 'methods.chooseDepositNamed' : 'methods.chooseWithdrawNamed';
  return (
    <Card>
      <Logo src={method.logoUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <Text>
        <Name>{method.name}</Name>
        <Limits>
          <span>{t('methods.min', { amount: formatMoney(method.minAmount, { lang }) })}</span>
          <span>{t('methods.max', { amount: formatMoney(method.maxAmount, { lang }) })}</span>
        </Limits>
      </Text>
      <Button
        size="sm"
        fullWidth
        aria-label={t(named, { name: method.name })}
        onClick={() => onChoose(method)}
      >
        {t(mode === 'deposit' ? 'methods.chooseDeposit' : 'methods.chooseWithdraw')}
      </Button>
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  > button {
    grid-column: 1 / -1;
  }
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Logo = styled.img`
  width: 56px;
  height: 56px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Text = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Limits = styled.p`
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;
