import { useTranslation } from '@playhub/shared/i18n';
import type { DialogProps } from '@playhub/shared/contracts';
import { openDialog } from '@playhub/shared/ui';
import { DialogFrame } from '@playhub/shared/ui-kit';
import { DialogColumn } from '@/components/form-layout';
import { LoginForm } from './login-form';

/**
 * 'account/login' (Requirements §2): username, password, Login, 'Recovery Password',
 * 'Not a Member? Sign Up Now!'.
 */
export default function LoginDialog({ close }: DialogProps<'account/login'>) {
  const { t } = useTranslation('account');
  return (
    <DialogFrame title={t('login.title')} onClose={close}>
      <DialogColumn>
        <LoginForm
          onDone={close}
          onRecovery={() => openDialog('account/recovery')}
          onSignUp={() => openDialog('account/register')}
        />
      </DialogColumn>
    </DialogFrame>
  );
}
