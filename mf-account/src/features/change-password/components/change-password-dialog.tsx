import type { DialogProps } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { DialogFrame } from '@playhub/kit/ui-kit';
import { ChangePasswordForm } from './change-password-form';

/** 'account/change-password' in the secondary window style; closes after a successful change. */
export default function ChangePasswordDialog({ close }: DialogProps<'account/change-password'>) {
  const { t } = useTranslation('account');
  return (
    <DialogFrame title={t('changePassword.title')} onClose={close} size="secondary">
      <ChangePasswordForm onDone={close} />
    </DialogFrame>
  );
}
