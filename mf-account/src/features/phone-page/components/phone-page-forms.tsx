import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@playhub/shared/api';
import { PhoneVerificationPage as Page, phoneCodeForm, phoneField } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, notify } from '@playhub/shared/ui-kit';
import { Actions, FormStack, Lead, TextButton } from '@/components/form-layout';
import { PhoneInput } from '@/components/phone-input';
import { ResendTimer, SendWait } from '@/components/resend-timer';
import { CodeInput, PAGE_CODE_MASK } from '@/components/sms-verify/code-input';
import { useCodeCooldown, waitFromRefusal } from '@/components/sms-verify/code-cooldown';
import { useSendPhoneCode, useVerifyPhoneCode } from '@/components/sms-verify/update-phone';
import { useZodForm } from '@/components/use-zod-form';

const phoneSchema = z.object({ phone: phoneField });

/** Props of {@link PhoneSendForm}. */
export interface PhoneSendFormProps {
  phone: string;
  state: Page;
  onSent: (phone: string) => void;
  onUpdate: () => void;
  onCancel: () => void;
}

/** NotVerified (phone locked, Send Code, 'Update Number'), Update (phone editable) and Verified (locked). */
export function PhoneSendForm({ phone, state, onSent, onUpdate, onCancel }: PhoneSendFormProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(phoneSchema, { phone });
  const send = useSendPhoneCode();
  const cooldown = useCodeCooldown();
  const waitId = useId();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await send.mutateAsync(values.phone);
      if (message) notify.success(message);
      cooldown.start();
      onSent(values.phone);
    } catch (err) {
      const wait = waitFromRefusal(err);
      if (wait) cooldown.start(wait);
      notify.error(errorMessage(err, t('common:errorGeneric')));
    }
  });
  const waiting = cooldown.left > 0;
  const editable = state === Page.UpdatePage;
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('phonePage.title')}>
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
            readOnly={!editable}
          />
        )}
      />
      {state === Page.VerifiedPage ? (
        <Lead>{t('phonePage.verifiedLead')}</Lead>
      ) : (
        <>
          <SendWait id={waitId} secondsLeft={cooldown.left} />
          <Actions>
            <Button
              type="submit"
              loading={send.isPending}
              disabled={waiting}
              aria-describedby={waiting ? waitId : undefined}
            >
              {t('phonePage.sendCode')}
            </Button>
            {state === Page.NotVerifiedPage && (
              <TextButton onClick={onUpdate}>{t('phonePage.updateNumber')}</TextButton>
            )}
            {editable && <TextButton onClick={onCancel}>{t('phonePage.cancel')}</TextButton>}
          </Actions>
        </>
      )}
    </FormStack>
  );
}

/** VerificationCode: code (mask 000-000), Verify and the resend timer; a failed check clears the code. */
export function PhoneCodeForm({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(phoneCodeForm, { phone, code: '' });
  const verify = useVerifyPhoneCode();
  const send = useSendPhoneCode();
  const cooldown = useCodeCooldown();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await verify.mutateAsync(values);
      if (message) notify.success(message);
      onVerified();
    } catch (err) {
      // Cleared without a "required" error (it shows again on blur or submit): the server's message
      // is the whole answer.
      form.reset({ phone, code: '' });
      notify.error(errorMessage(err, t('common:errorGeneric')));
    }
  });
  const resend = async () => {
    try {
      const { message } = await send.mutateAsync(phone);
      if (message) notify.success(message);
      cooldown.start();
    } catch (err) {
      const wait = waitFromRefusal(err);
      if (wait) cooldown.start(wait);
      notify.error(errorMessage(err, t('common:errorGeneric')));
    }
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('phonePage.title')}>
      <PhoneInput label={t('sms.phone')} value={phone} onChange={() => undefined} readOnly />
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <CodeInput
            label={t('sms.code')}
            mask={PAGE_CODE_MASK}
            value={field.value}
            onChange={field.onChange}
            onBlur={form.blurOf('code', field.onBlur)}
            error={fieldState.error}
          />
        )}
      />
      <Actions>
        <Button type="submit" loading={verify.isPending}>
          {t('phonePage.verify')}
        </Button>
      </Actions>
      <ResendTimer secondsLeft={cooldown.left} onResend={() => void resend()} busy={send.isPending} />
    </FormStack>
  );
}
