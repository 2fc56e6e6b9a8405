import { useEffect, useId, useReducer, useRef } from 'react';
import type { PhoneVerificationResult } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/kit/ui-kit';
import { Actions, FormStack, Lead, TextButton } from '../form-layout';
import { ResendTimer, SendWait } from '../resend-timer';
import { useZodForm } from '@playhub/kit/forms';
import { DIALOG_CODE_MASK } from './code-input';
import { CodeFields, PhoneField, phoneStepForm, useSendCode, useVerifyCode } from './code-step';
import { smsReducer } from './sms-steps';

/** Props of {@link SmsVerifyFlow}. */
export interface SmsVerifyFlowProps {
  initialPhone: string;
  /** Right after registration the phone is shown locked (Requirements §4). */
  phoneLocked?: boolean;
  /** Request the code at once (registration with the trial bonus). */
  autoSend?: boolean;
  /** Shows 'Skip Verification' (reached from registration). */
  onSkip?: () => void;
  onVerified: (result: PhoneVerificationResult) => void;
}

/**
 * The two steps of SMS phone verification (Requirements §2/§4): phone + Send Code, then the code (mask
 * 00-00-00) with Verify, 'Change Phone Number' and the 60 s resend timer.
 */
export function SmsVerifyFlow({
  initialPhone,
  phoneLocked = false,
  autoSend = false,
  onSkip,
  onVerified,
}: SmsVerifyFlowProps) {
  const { t } = useTranslation('account');
  const [state, dispatch] = useReducer(smsReducer, { step: 1, phone: initialPhone, phoneLocked });
  const sender = useSendCode();
  const waitId = useId();
  const phoneForm = useZodForm(phoneStepForm, { phone: initialPhone });
  const code = useVerifyCode(initialPhone, onVerified);

  const requestCode = async (phone: string) => {
    if (!(await sender.request(phone))) return;
    code.form.reset({ phone, code: '' });
    dispatch({ type: 'codeSent', phone });
  };

  const autoSent = useRef(false);
  useEffect(() => {
    if (!autoSend || autoSent.current) return;
    autoSent.current = true;
    void requestCode(initialPhone);
    // Runs once at mount by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitPhone = phoneForm.handleSubmit(({ phone }) => requestCode(phone));

  const skip = onSkip && <TextButton onClick={onSkip}>{t('sms.skip')}</TextButton>;

  if (state.step === 1) {
    return (
      <FormStack onSubmit={submitPhone} noValidate aria-label={t('sms.title')}>
        <Lead>{t('sms.lead')}</Lead>
        <PhoneField form={phoneForm} readOnly={state.phoneLocked} />
        <SendWait id={waitId} secondsLeft={sender.secondsLeft} />
        <Button
          type="submit"
          fullWidth
          size="lg"
          loading={sender.isPending}
          disabled={sender.secondsLeft > 0}
          aria-describedby={sender.secondsLeft > 0 ? waitId : undefined}
        >
          {t('sms.sendCode')}
        </Button>
        {skip}
      </FormStack>
    );
  }

  return (
    <FormStack onSubmit={code.submit} noValidate aria-label={t('sms.title')}>
      <CodeFields phone={state.phone} form={code.form} mask={DIALOG_CODE_MASK} />
      <Button type="submit" fullWidth size="lg" loading={code.isPending}>
        {t('sms.verify')}
      </Button>
      <ResendTimer
        secondsLeft={sender.secondsLeft}
        onResend={() => void requestCode(state.phone)}
        busy={sender.isPending}
      />
      <Actions style={{ justifyContent: 'space-between' }}>
        <TextButton
          onClick={() => {
            code.form.setValue('code', '');
            phoneForm.reset({ phone: state.phone });
            dispatch({ type: 'changePhone' });
          }}
        >
          {t('sms.changePhone')}
        </TextButton>
        {skip}
      </Actions>
    </FormStack>
  );
}
