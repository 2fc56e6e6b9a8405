import { useState } from 'react';
import styled from 'styled-components';
import type { DialogProps, PaymentMethodInfo } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { IconButton } from '@playhub/kit/ui-kit';
import { WalletDialogFrame } from '@/components/wallet-dialog-frame';
import { DepositFlow } from '@/features/payment-form/components/deposit-flow';
import { WithdrawFlow } from '@/features/payment-form/components/withdraw-flow';
import { MethodList } from '@/features/payment-methods/components/method-list';

/**
 * Deposit modal (Requirements §2): a title plus the deposit form — choose a method, then its dynamic form —
 * for callers that must not leave the page (the play window opens it full height). `mode:
 * 'withdraw'` shows the withdraw methods the same way.
 */
export default function DepositModal({ params, close }: DialogProps<'wallet/deposit-modal'>) {
  const { t } = useTranslation('wallet');
  const mode = params?.mode ?? 'deposit';
  const [method, setMethod] = useState<PaymentMethodInfo | null>(null);
  const limits = method ? { min: method.minAmount, max: method.maxAmount } : undefined;
  const back = method && (
    <IconButton aria-label={t('modal.back')} onClick={() => setMethod(null)}>
      <BackIcon />
    </IconButton>
  );
  return (
    <WalletDialogFrame
      title={params?.title || t(mode === 'deposit' ? 'modal.depositTitle' : 'modal.withdrawTitle')}
      onClose={close}
      start={back}
      fullHeight={params?.fullHeight}
    >
      {method ? (
        <>
          <MethodName>{method.name}</MethodName>
          {mode === 'deposit' ? (
            <DepositFlow id={method.id} limits={limits} />
          ) : (
            <WithdrawFlow id={method.id} limits={limits} />
          )}
        </>
      ) : (
        <MethodList mode={mode} onChoose={setMethod} headingLevel={3} />
      )}
    </WalletDialogFrame>
  );
}

function BackIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

const MethodName = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
