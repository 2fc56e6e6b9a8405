import * as z from 'zod/mini';
import { api } from '@playhub/shared/api';
import { phoneVerificationResult, type PhoneVerificationResult } from '@playhub/shared/contracts';
import { useMutation } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';

/** POST customer/updatephone step 1: sends an SMS code to `phone`. */
export async function sendPhoneCode(phone: string): Promise<{ message: string }> {
  const { message } = await api.post('customer/updatephone', { step: 1, phone }, { schema: z.null() });
  return { message };
}

/**
 * POST customer/updatephone step 2: checks the code; on success the stored phone and smsVerified
 * are updated (Requirements §4).
 */
export async function verifyPhoneCode(
  phone: string,
  code: string,
): Promise<{ data: PhoneVerificationResult; message: string }> {
  const result = await api.post(
    'customer/updatephone',
    { step: 2, phone, code },
    { schema: phoneVerificationResult },
  );
  sessionStore.getState().updateAuthData({ phone: result.data.phone, smsVerified: result.data.smsVerified });
  return result;
}

/** Mutation hook over {@link sendPhoneCode}. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** Mutation hook over {@link verifyPhoneCode}. */
export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) => verifyPhoneCode(phone, code),
  });
}
