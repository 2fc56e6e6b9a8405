import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState } from '@playhub/kit/ui-kit';
import { WalletDialogFrame } from '@/components/wallet-dialog-frame';
import { WithdrawFlow } from '@/features/payment-form/components/withdraw-flow';
import { useMethodLimits } from './use-method-limits';

/** Dynamic withdraw dialog (Requirements §2): title from the caller, the method's fields and Submit. */
export default function WithdrawDialog({ params, close }: DialogProps<'wallet/withdraw'>) {
  const { t } = useTranslation('wallet');
  const limits = useMethodLimits(params?.id, 2);
  return (
    <WalletDialogFrame title={params?.title || t('modal.withdrawTitle')} onClose={close}>
      {params ? <WithdrawFlow id={params.id} limits={limits} /> : <EmptyState />}
    </WalletDialogFrame>
  );
}
