import { Controller, useZodForm } from '@playhub/kit/forms';
import * as z from 'zod/mini';
import { errorMessage } from '@playhub/shared/api';
import { phoneCodeForm, phoneField, type PhoneVerificationResult } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { notify } from '@playhub/kit/ui-kit';
import { PhoneInput } from '../phone-input';
import { CodeInput } from './code-input';
import { useCodeCooldown, waitFromRefusal } from './code-cooldown';
import { useSendPhoneCode, useVerifyPhoneCode } from './update-phone';

/** Schema of the send step: the phone to send the code to. */
export const phoneStepForm = z.object({ phone: phoneField });

/** The form of the send step. */
export type PhoneForm = ReturnType<typeof useZodForm<typeof phoneStepForm>>;

/** The send step's phone field (locked when `readOnly`). */
export function PhoneField({ form, readOnly }: { form: PhoneForm; readOnly: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Controller
      control={form.control}
      name="phone"
      render={({ field, fieldState }) => (
        <PhoneInput
          label={t('sms.phone')}
          value={field.value}
          onChange={field.onChange}
          onBlur={form.blurOf('phone', field.onBlur)}
          error={fieldState.error}
          readOnly={readOnly}
        />
      )}
    />
  );
}

/** The form of the code step: the phone the code went to and the code. */
export type CodeForm = ReturnType<typeof useZodForm<typeof phoneCodeForm>>;

/**
 * Asks for a phone code: the server's message, then the resend wait; a refusal shows its message and
 * a 429 starts the wait the server named. `request` resolves true when the code was sent.
 */
export function useSendCode() {
  const { t } = useTranslation('account');
  const send = useSendPhoneCode();
  const cooldown = useCodeCooldown();
  const request = async (phone: string): Promise<boolean> => {
    try {
      const { message } = await send.mutateAsync(phone);
      if (message) notify.success(message, { form: 'sms-verify' });
      cooldown.start();
      return true;
    } catch (err) {
      const wait = waitFromRefusal(err);
      if (wait) cooldown.start(wait);
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'sms-verify' });
      return false;
    }
  };
  return { request, isPending: send.isPending, secondsLeft: cooldown.left };
}

/** The code form and its submit: a failed check clears the code and shows the server's message. */
export function useVerifyCode(phone: string, onVerified: (result: PhoneVerificationResult) => void) {
  const { t } = useTranslation('account');
  const form = useZodForm(phoneCodeForm, { phone, code: '' });
  const verify = useVerifyPhoneCode();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await verify.mutateAsync(values);
      if (message) notify.success(message, { form: 'sms-verify' });
      onVerified(data);
    } catch (err) {
      // The server's message is the whole answer: the code is cleared without a "required" error,
      // which shows again only once the player leaves the field empty or submits it.
      form.reset({ phone: values.phone, code: '' });
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'sms-verify' });
    }
  });
  return { form, submit, isPending: verify.isPending };
}

/** The code step's fields: the phone the code went to (locked) and the masked code. */
export function CodeFields({ phone, form, mask }: { phone: string; form: CodeForm; mask: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <PhoneInput label={t('sms.phone')} value={phone} onChange={() => undefined} readOnly />
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <CodeInput
            label={t('sms.code')}
            mask={mask}
            value={field.value}
            onChange={field.onChange}
            onBlur={form.blurOf('code', field.onBlur)}
            error={fieldState.error}
          />
        )}
      />
    </>
  );
}
