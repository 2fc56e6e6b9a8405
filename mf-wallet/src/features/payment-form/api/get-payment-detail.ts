import { paymentFieldList, type PaymentDirection, type PaymentFieldList } from '@playhub/shared/contracts';
import { api } from '@playhub/shared/api';
import { useQuery } from '@playhub/shared/query';
import { useTranslation } from '@playhub/shared/i18n';

/** `POST payment/detail { id, type }`: the dynamic form fields of a payment method. */
export async function getPaymentDetail(id: number, type: PaymentDirection): Promise<PaymentFieldList> {
  const { data } = await api.post('payment/detail', { id, type }, { schema: paymentFieldList });
  return data;
}

/** The fields of a method's form; not retried, because a failure closes the dialog (Requirements §8). */
export function usePaymentDetail(id: number, type: PaymentDirection) {
  const { i18n } = useTranslation('wallet');
  return useQuery({
    queryKey: ['wallet', 'payment-detail', id, type, i18n.language],
    queryFn: () => getPaymentDetail(id, type),
    retry: false,
    staleTime: 0,
  });
}
