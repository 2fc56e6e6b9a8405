import {
  paymentMethodGroups,
  type PaymentDirection,
  type PaymentMethodGroups,
} from '@playhub/shared/contracts';
import { api } from '@playhub/shared/api';
import { useQuery } from '@playhub/shared/query';
import { useTranslation } from '@playhub/shared/i18n';

/** `GET payment/methods?type=1|2`: the methods for deposit (1) or withdraw (2), in Requirements §3 groups. */
export async function getPaymentMethods(type: PaymentDirection): Promise<PaymentMethodGroups> {
  const { data } = await api.get('payment/methods', { query: { type }, schema: paymentMethodGroups });
  return data;
}

/** Query key of {@link usePaymentMethods}; the language is part of it because names are localized. */
export const paymentMethodsKey = (type: PaymentDirection, lang: string) =>
  ['wallet', 'payment-methods', type, lang] as const;

/** The grouped payment methods of a direction (cached; the dialog reuses them for the limits). */
export function usePaymentMethods(type: PaymentDirection) {
  const { i18n } = useTranslation('wallet');
  return useQuery({
    queryKey: paymentMethodsKey(type, i18n.language),
    queryFn: () => getPaymentMethods(type),
  });
}
