import { useEffect, useState } from 'react';
import { errorMessage, useSubmitGuard } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { closeDialog } from '@playhub/shared/ui';
import { notify } from '@playhub/kit/ui-kit';
import { WithdrawableSummary } from '@/components/withdrawable-summary';
import { useWithdraw } from '../api/post-withdraw';
import type { PaymentDetail } from '../model/field-schema';
import { FieldsLoader } from './fields-loader';
import { PaymentForm } from './payment-form';
import { MessageResult } from './result-views';

/** Requirements §4/§8: after a successful withdraw the dialogs close after this delay. */
export const WITHDRAW_CLOSE_MS = 500;

/** Props of {@link WithdrawFlow}. */
export interface WithdrawFlowProps {
  id: number;
  limits?: { min: number; max: number };
}

/**
 * Withdraw form of one method with the withdrawable amount above it; success shows the message,
 * then every dialog closes after 500 ms. One request per submit, with its own idempotency key.
 */
export function WithdrawFlow({ id, limits }: WithdrawFlowProps) {
  const { t } = useTranslation('wallet');
  const withdraw = useWithdraw(id);
  const guard = useSubmitGuard();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(() => closeDialog(), WITHDRAW_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const submit = async (detail: PaymentDetail) => {
    const outcome = await guard.run(JSON.stringify(detail), (key) => withdraw.mutateAsync({ detail, key }));
    if (outcome.status === 'failed') notify.error(errorMessage(outcome.error, t('common:errorGeneric')));
    if (outcome.status === 'done') setMessage(outcome.value.message);
  };

  if (message !== null) return <MessageResult message={message} />;
  return (
    <FieldsLoader id={id} type={2}>
      {(fields) => (
        <>
          <WithdrawableSummary compact />
          <PaymentForm
            fields={fields}
            limits={limits}
            submitting={guard.busy}
            onSubmit={(detail) => void submit(detail)}
          />
        </>
      )}
    </FieldsLoader>
  );
}
