import { useEffect, type ReactNode } from 'react';
import type { PaymentDirection, PaymentFieldList } from '@playhub/shared/contracts';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { closeDialog } from '@playhub/shared/ui';
import { EmptyState, Spinner, notify } from '@playhub/kit/ui-kit';
import { usePaymentDetail } from '../api/get-payment-detail';

/** Requirements §8: any error loading the fields closes all dialogs after this delay. */
export const FIELDS_ERROR_CLOSE_MS = 100;

/**
 * Loads a method's fields and renders the form with them. Empty list → 'No data found'. A failure
 * shows the server's message as an error toast (so the player learns why the dialog vanished) and
 * closes every dialog after 100 ms.
 */
export function FieldsLoader({
  id,
  type,
  children,
}: {
  id: number;
  type: PaymentDirection;
  children: (fields: PaymentFieldList) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const detail = usePaymentDetail(id, type);
  const failure = detail.isError ? errorMessage(detail.error, t('form.loadError')) : null;

  useEffect(() => {
    if (!failure) return undefined;
    notify.error(failure);
    const timer = setTimeout(() => closeDialog(), FIELDS_ERROR_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  if (detail.isPending) return <Spinner block />;
  if (detail.isError) return null;
  if (detail.data.length === 0) return <EmptyState />;
  return <>{children(detail.data)}</>;
}
