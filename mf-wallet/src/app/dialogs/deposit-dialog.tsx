import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState } from '@playhub/kit/ui-kit';
import { WalletDialogFrame } from '@/components/wallet-dialog-frame';
import { DepositFlow } from '@/features/payment-form/components/deposit-flow';
import { useMethodLimits } from './use-method-limits';

/**
 * Dynamic deposit dialog (Requirements §2): title from the caller, the method's fields, then a result state.
 */
export default function DepositDialog({ params, close }: DialogProps<'wallet/deposit'>) {
  const { t } = useTranslation('wallet');
  const limits = useMethodLimits(params?.id, 1);
  return (
    <WalletDialogFrame
      title={params?.title || t('modal.depositTitle')}
      onClose={close}
      fullHeight={params?.fullHeight}
    >
      {params ? <DepositFlow id={params.id} limits={limits} /> : <EmptyState />}
    </WalletDialogFrame>
  );
}
