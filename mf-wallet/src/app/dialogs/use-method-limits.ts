import type { PaymentDirection } from '@playhub/shared/contracts';
import { usePaymentMethods } from '@/features/payment-methods/api/get-payment-methods';

/**
 * The min/max of a method, read from the (usually cached) method list, so the form can refuse an
 * amount outside them before the call. Undefined until known: the API checks the limits anyway.
 */
export function useMethodLimits(id: number | undefined, type: PaymentDirection) {
  const methods = usePaymentMethods(type);
  const method = methods.data?.flatMap((g) => g.methods).find((m) => m.id === id);
  return method ? { min: method.minAmount, max: method.maxAmount } : undefined;
}
