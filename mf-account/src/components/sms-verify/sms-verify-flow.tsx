import { useEffect, useId, useReducer, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@playhub/shared/api';
import { phoneCodeForm, phoneField, type PhoneVerificationResult } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, notify } from '@playhub/shared/ui-kit';
import { Actions, FormStack, Lead, TextButton } from '../form-layout';
import { PhoneInput } from '../phone-input';
import { ResendTimer, SendWait } from '../resend-timer';
import { useZodForm } from '../use-zod-form';
import { CodeInput, DIALOG_CODE_MASK } from './code-input';
import { useCodeCooldown, waitFromRefusal } from './code-cooldown';
import { smsReducer } from './sms-steps';
import { useSendPhoneCode, useVerifyPhoneCode } from './update-phone';

const phoneStep = z.object({ phone: phoneField });

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
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const cooldown = useCodeCooldown();
  const waitId = useId();
  const phoneForm = useZodForm(phoneStep, { phone: initialPhone });
  const codeForm = useZodForm(phoneCodeForm, { phone: initialPhone, code: '' });

  const requestCode = async (phone: string) => {
    try {
      const { message } = await send.mutateAsync(phone);
      if (message) notify.success(message);
      codeForm.reset({ phone, code: '' });
      dispatch({ type: 'codeSent', phone });
      cooldown.start();
    } catch (err) {
      const wait = waitFromRefusal(err);
      if (wait) cooldown.start(wait);
      notify.error(errorMessage(err, t('common:errorGeneric')));
    }
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
  const submitCode = codeForm.handleSubmit(async ({ phone, code }) => {
    try {
      const { data, message } = await verify.mutateAsync({ phone, code });
      if (message) notify.success(message);
      onVerified(data);
    } catch (err) {
      // The server's message is the whole answer: the code is cleared without a "required" error,
      // which shows again only once the player leaves the field empty or submits it.
      codeForm.reset({ phone, code: '' });
      notify.error(errorMessage(err, t('common:errorGeneric')));
    }
  });

  const skip = onSkip && <TextButton onClick={onSkip}>{t('sms.skip')}</TextButton>;

  if (state.step === 1) {
    return (
      <FormStack onSubmit={submitPhone} noValidate aria-label={t('sms.title')}>
        <Lead>{t('sms.lead')}</Lead>
        <Controller
          control={phoneForm.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('sms.phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={phoneForm.blurOf('phone', field.onBlur)}
              error={fieldState.error}
              readOnly={state.phoneLocked}
            />
          )}
        />
        <SendWait id={waitId} secondsLeft={cooldown.left} />
        <Button
          type="submit"
          fullWidth
          size="lg"
          loading={send.isPending}
          disabled={cooldown.left > 0}
          aria-describedby={cooldown.left > 0 ? waitId : undefined}
        >
          {t('sms.sendCode')}
        </Button>
        {skip}
      </FormStack>
    );
  }

  return (
    <FormStack onSubmit={submitCode} noValidate aria-label={t('sms.title')}>
      <PhoneInput label={t('sms.phone')} value={state.phone} onChange={() => undefined} readOnly />
      <Controller
        control={codeForm.control}
        name="code"
        render={({ field, fieldState }) => (
          <CodeInput
            label={t('sms.code')}
            mask={DIALOG_CODE_MASK}
            value={field.value}
            onChange={field.onChange}
            onBlur={codeForm.blurOf('code', field.onBlur)}
            error={fieldState.error}
          />
        )}
      />
      <Button type="submit" fullWidth size="lg" loading={verify.isPending}>
        {t('sms.verify')}
      </Button>
      <ResendTimer
        secondsLeft={cooldown.left}
        onResend={() => void requestCode(state.phone)}
        busy={send.isPending}
      />
      <Actions style={{ justifyContent: 'space-between' }}>
        <TextButton
          onClick={() => {
            codeForm.setValue('code', '');
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
