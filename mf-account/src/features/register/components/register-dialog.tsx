import { useEffect, useRef, useState } from 'react';
import type { DialogProps, Session } from '@playhub/shared/contracts';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { openDialog, uiStore } from '@playhub/shared/ui';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { DialogColumn, Lead, Narrow, Stack } from '@/components/form-layout';
import { announceLogin, storeSession } from '@/components/session/start-session';
import { SmsVerifyFlow } from '@/components/sms-verify/sms-verify-flow';
import { stepAfterRegister, stepAfterVerify, type RegisterStep } from '../model/register-steps';
import type { RegisterFormValues } from '../model/register-form';
import { Celebration } from './celebration';
import { RegisterForm } from './register-form';

/**
 * 'account/register' (Requirements §2/§4): Sign Up form → phone step → celebration. The player is logged
 * in as soon as the account exists; `auth:login` is announced when the dialog ends, because the
 * host closes every dialog on it and the phone step and celebration must show first.
 */
export default function RegisterDialog({ close }: DialogProps<'account/register'>) {
  const { t } = useTranslation('account');
  const bootstrap = useBootstrap();
  const [step, setStep] = useState<RegisterStep>('form');
  const [phone, setPhone] = useState('');
  const registered = useRef<string | null>(null);

  // The trial bonus offered is the site's current amount (bootstrap), kept in the ui store.
  useEffect(() => {
    if (bootstrap && step === 'form') uiStore.getState().setTrialBonusAmount(bootstrap.trialBonusAmount);
  }, [bootstrap, step]);

  // Announces once: when the dialog ends, or earlier when the celebration navigates (the host's
  // continue-after-login navigation must come before ours, not undo it).
  const announce = () => {
    if (registered.current) announceLogin(registered.current);
    registered.current = null;
  };
  useEffect(() => announce, []);

  const onRegistered = (session: Session, values: RegisterFormValues) => {
    storeSession(session);
    registered.current = session.username;
    setPhone(values.phone);
    if (!values.trialBonus) uiStore.getState().setTrialBonusAmount(0);
    setStep(stepAfterRegister(values.trialBonus));
  };

  return (
    <DialogFrame title={t('register.title')} onClose={close}>
      {/* One width for every step (the form needs 720 px); later steps keep the narrower column. */}
      <DialogColumn $width={720}>
        {step === 'form' ? (
          <RegisterForm onRegistered={onRegistered} onLogin={() => openDialog('account/login')} />
        ) : (
          <Narrow>
            {step === 'phone' && (
              <Stack>
                <Lead as="h3">{t('register.phoneStepTitle')}</Lead>
                <SmsVerifyFlow
                  initialPhone={phone}
                  phoneLocked
                  autoSend
                  onSkip={close}
                  onVerified={() => setStep(stepAfterVerify())}
                />
              </Stack>
            )}
            {step === 'celebration' && <Celebration close={close} beforeNavigate={announce} />}
          </Narrow>
        )}
      </DialogColumn>
    </DialogFrame>
  );
}
