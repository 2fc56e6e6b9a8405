import { useEffect, useState } from 'react';
import { errorMessage } from '@playhub/shared/api';
import { bus } from '@playhub/shared/bus';
import { useTranslation } from '@playhub/shared/i18n';
import { notify } from '@playhub/shared/ui-kit';
import { useDeposit } from '../api/post-deposit';
import { FieldsLoader } from './fields-loader';
import { PaymentForm } from './payment-form';
import { IframeResult, MessageResult, openPaymentPage } from './result-views';

type Result = { kind: 'iframe'; url: string } | { kind: 'message'; message: string };

/** Props of {@link DepositFlow}. */
export interface DepositFlowProps {
  /** Payment method id. */
  id: number;
  limits?: { min: number; max: number };
}

/** Deposit form of one method, then the Iframe or Message state (SPEC §4). */
export function DepositFlow({ id, limits }: DepositFlowProps) {
  const { t } = useTranslation('wallet');
  const deposit = useDeposit(id);
  const [result, setResult] = useState<Result | null>(null);

  // The player pays in the other tab; when they come back, fetch the balance at once.
  useEffect(() => {
    if (result?.kind !== 'iframe') return undefined;
    const refresh = () => bus.emit('wallet:changed', { reason: 'deposit' });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [result]);

  if (result?.kind === 'iframe') return <IframeResult url={result.url} />;
  if (result?.kind === 'message') return <MessageResult message={result.message} />;
  return (
    <FieldsLoader id={id} type={1}>
      {(fields) => (
        <PaymentForm
          fields={fields}
          limits={limits}
          submitting={deposit.isPending}
          onSubmit={(detail) =>
            deposit.mutate(detail, {
              onSuccess: ({ address, message }) => {
                if (address?.startsWith('http')) {
                  openPaymentPage(address);
                  setResult({ kind: 'iframe', url: address });
                } else setResult({ kind: 'message', message });
              },
              onError: (error) => notify.error(errorMessage(error, t('common:errorGeneric'))),
            })
          }
        />
      )}
    </FieldsLoader>
  );
}
