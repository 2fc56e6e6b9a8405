import { useState } from 'react';
import { useTranslation } from '@playhub/shared/i18n';
import type { DialogProps } from '@playhub/shared/contracts';
import { openDialog } from '@playhub/shared/ui';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { DialogColumn, Lead } from '@/components/form-layout';
import { BreakAccessForm } from './break-access-form';
import { LoginForm } from './login-form';
import { SecondFactorForm } from './second-factor-form';

/**
 * 'account/login' (Requirements §2): username, password, Login, 'Recovery Password',
 * 'Not a Member? Sign Up Now!'; after a session expired or ended it says so (issues 28, 33), and a player on a
 * time-out or self-exclusion reaches the balance from here with a code by SMS.
 */
export default function LoginDialog({ params, close }: DialogProps<'account/login'>) {
  const { t } = useTranslation('account');
  const [onBreak, setOnBreak] = useState(false);
  const [step, setStep] = useState<{ username: string; challenge: string } | null>(null);
  const title = onBreak ? t('breakAccess.title') : step ? t('loginTerms.codeTitle') : t('login.title');
  return (
    <DialogFrame title={title} onClose={close}>
      <DialogColumn>
        {step ? (
          <SecondFactorForm {...step} onDone={close} onBack={() => setStep(null)} />
        ) : onBreak ? (
          <BreakAccessForm onBack={() => setOnBreak(false)} onDone={close} />
        ) : (
          <>
            {params?.reason && <Lead role="alert">{t(`login.${params.reason}`)}</Lead>}
            <LoginForm
              onDone={close}
              onRecovery={() => openDialog('account/recovery')}
              onSignUp={() => openDialog('account/register')}
              onBreak={() => setOnBreak(true)}
              onSecondFactor={setStep}
            />
          </>
        )}
      </DialogColumn>
    </DialogFrame>
  );
}
