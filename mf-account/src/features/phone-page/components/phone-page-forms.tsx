import { useId } from 'react';
import { PhoneVerificationPage as Page } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/kit/ui-kit';
import { Actions, FormStack, Lead, TextButton } from '@/components/form-layout';
import { ResendTimer, SendWait } from '@/components/resend-timer';
import { PAGE_CODE_MASK } from '@/components/sms-verify/code-input';
import {
  CodeFields,
  PhoneField,
  phoneStepForm,
  useSendCode,
  useVerifyCode,
} from '@/components/sms-verify/code-step';
import { useZodForm } from '@playhub/kit/forms';

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
  const form = useZodForm(phoneStepForm, { phone });
  const sender = useSendCode();
  const waitId = useId();
  const submit = form.handleSubmit(async (values) => {
    if (await sender.request(values.phone)) onSent(values.phone);
  });
  const waiting = sender.secondsLeft > 0;
  const editable = state === Page.UpdatePage;
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('phonePage.title')}>
      <PhoneField form={form} readOnly={!editable} />
      {state === Page.VerifiedPage ? (
        <Lead>{t('phonePage.verifiedLead')}</Lead>
      ) : (
        <>
          <SendWait id={waitId} secondsLeft={sender.secondsLeft} />
          <Actions>
            <Button
              type="submit"
              loading={sender.isPending}
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
  const code = useVerifyCode(phone, onVerified);
  const sender = useSendCode();
  return (
    <FormStack onSubmit={code.submit} noValidate aria-label={t('phonePage.title')}>
      <CodeFields phone={phone} form={code.form} mask={PAGE_CODE_MASK} />
      <Actions>
        <Button type="submit" loading={code.isPending}>
          {t('phonePage.verify')}
        </Button>
      </Actions>
      <ResendTimer
        secondsLeft={sender.secondsLeft}
        onResend={() => void sender.request(phone)}
        busy={sender.isPending}
      />
    </FormStack>
  );
}
