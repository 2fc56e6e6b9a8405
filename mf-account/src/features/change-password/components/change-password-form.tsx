import { errorMessage } from '@playhub/shared/api';
import { changePasswordPayload } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Input, notify } from '@playhub/kit/ui-kit';
import { FormStack } from '@/components/form-layout';
import { useZodForm } from '@playhub/kit/forms';
import { useChangePassword } from '../api/change-password';

/** Old Password, Password, Confirm Password and 'Change' with a loading state (Requirements §2/§5). */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(changePasswordPayload, { oldPassword: '', password: '', confirmPassword: '' });
  const { errors } = form.formState;
  const change = useChangePassword();
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      notify.success(message, { form: 'change-password' });
      form.reset();
      onDone?.();
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'change-password' });
    }
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
      <Input
        label={t('changePassword.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword}
        {...form.register('oldPassword')}
      />
      <Input
        label={t('changePassword.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <Input
        label={t('changePassword.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" loading={change.isPending}>
        {t('changePassword.submit')}
      </Button>
    </FormStack>
  );
}
