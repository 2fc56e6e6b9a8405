import { useState } from 'react';
import { errorMessage, useSubmitGuard } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { notify } from '@playhub/shared/ui-kit';
import { useDeposit } from '../api/post-deposit';
import type { PaymentDetail } from '../model/field-schema';
import { DepositResult, type SubmittedDeposit } from './deposit-result';
import { FieldsLoader } from './fields-loader';
import { PaymentForm } from './payment-form';
import { openPaymentPage } from './result-views';

/** Props of {@link DepositFlow}. */
export interface DepositFlowProps {
  /** Payment method id. */
  id: number;
  limits?: { min: number; max: number };
}

/**
 * Deposit form of one method, then the Iframe or Message state (Requirements §4) and the outcome. One
 * request per submit (a double click sends one) with its own idempotency key.
 */
export function DepositFlow({ id, limits }: DepositFlowProps) {
  const { t } = useTranslation('wallet');
  const deposit = useDeposit(id);
  const guard = useSubmitGuard();
  const [result, setResult] = useState<SubmittedDeposit | null>(null);

  const submit = async (detail: PaymentDetail) => {
    const outcome = await guard.run(JSON.stringify(detail), (key) => deposit.mutateAsync({ detail, key }));
    if (outcome.status === 'failed') notify.error(errorMessage(outcome.error, t('common:errorGeneric')));
    if (outcome.status !== 'done') return;
    const { address, message } = outcome.value;
    const base = { submit: `${Date.now()}`, amount: Number(detail.amount) };
    if (address?.startsWith('http')) {
      openPaymentPage(address);
      setResult({ ...base, kind: 'iframe', url: address });
    } else setResult({ ...base, kind: 'message', message });
  };

  if (result) return <DepositResult deposit={result} onAgain={() => setResult(null)} />;
  return (
    <FieldsLoader id={id} type={1}>
      {(fields) => (
        <PaymentForm
          fields={fields}
          limits={limits}
          submitting={guard.busy}
          onSubmit={(detail) => void submit(detail)}
        />
      )}
    </FieldsLoader>
  );
}
