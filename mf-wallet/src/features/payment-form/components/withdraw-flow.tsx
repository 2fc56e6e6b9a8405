import { useEffect, useState } from 'react';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { closeDialogs } from '@playhub/shared/ui';
import { notify } from '@playhub/shared/ui-kit';
import { useWithdraw } from '../api/post-withdraw';
import { FieldsLoader } from './fields-loader';
import { PaymentForm } from './payment-form';
import { MessageResult } from './result-views';

/** SPEC §4/§8: after a successful withdraw the dialogs close after this delay. */
export const WITHDRAW_CLOSE_MS = 500;

/** Props of {@link WithdrawFlow}. */
export interface WithdrawFlowProps {
  id: number;
  limits?: { min: number; max: number };
}

/** Withdraw form of one method; success shows the message, then every dialog closes after 500 ms. */
export function WithdrawFlow({ id, limits }: WithdrawFlowProps) {
  const { t } = useTranslation('wallet');
  const withdraw = useWithdraw(id);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(closeDialogs, WITHDRAW_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  if (message !== null) return <MessageResult message={message} />;
  return (
    <FieldsLoader id={id} type={2}>
      {(fields) => (
        <PaymentForm
          fields={fields}
          limits={limits}
          submitting={withdraw.isPending}
          onSubmit={(detail) =>
            withdraw.mutate(detail, {
              onSuccess: (outcome) => setMessage(outcome.message),
              onError: (error) => notify.error(errorMessage(error, t('common:errorGeneric'))),
            })
          }
        />
      )}
    </FieldsLoader>
  );
}
