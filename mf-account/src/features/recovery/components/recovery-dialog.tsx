import { useEffect, useReducer } from 'react';
import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { openDialog } from '@playhub/shared/ui';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { Centered, DialogColumn, Lead, Stack } from '@/components/form-layout';
import {
  LOGIN_AFTER_RECOVERY_MS,
  RECOVERY_STEPS,
  initialRecovery,
  recoveryReducer,
} from '../model/recovery-steps';
import { CodeStep, PasswordStep, UsernameStep } from './recovery-steps';

/**
 * 'account/recovery' (Requirements §2/§4): username, code, new password, success; login opens 1 s
 * after success.
 */
export default function RecoveryDialog({ close }: DialogProps<'account/recovery'>) {
  const { t } = useTranslation('account');
  const [state, dispatch] = useReducer(recoveryReducer, initialRecovery);

  useEffect(() => {
    if (state.step !== 'success') return;
    const timer = setTimeout(() => openDialog('account/login'), LOGIN_AFTER_RECOVERY_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  const index = RECOVERY_STEPS.indexOf(state.step);
  return (
    <DialogFrame title={t('recovery.title')} onClose={close}>
      <DialogColumn>
        <Stack>
          <Lead aria-live="polite">
            {t('recovery.stepOf', { step: index + 1, total: RECOVERY_STEPS.length })}
          </Lead>
          {state.step === 'username' && (
            <UsernameStep onSent={(username) => dispatch({ type: 'codeSent', username })} />
          )}
          {state.step === 'code' && (
            <CodeStep
              username={state.username}
              onAccepted={(code) => dispatch({ type: 'codeAccepted', code })}
            />
          )}
          {state.step === 'password' && (
            <PasswordStep
              username={state.username}
              code={state.code}
              onChanged={() => dispatch({ type: 'passwordChanged' })}
            />
          )}
          {state.step === 'success' && (
            <Centered>
              <p role="status">{t('recovery.success')}</p>
            </Centered>
          )}
        </Stack>
      </DialogColumn>
    </DialogFrame>
  );
}
