import { errorMessage } from '@playhub/shared/api';
import { loginPayload } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Input, notify } from '@playhub/kit/ui-kit';
import { Actions, FormStack, TextButton } from '@/components/form-layout';
import { announceLogin, storeSession } from '@/components/session/start-session';
import { useZodForm } from '@playhub/kit/forms';
import { useLogin } from '../api/login';
import { deviceTokenOf } from '../model/device-token';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  onDone: () => void;
  onRecovery: () => void;
  onSignUp: () => void;
  /** The way to the balance for a player on a time-out or self-exclusion. */
  onBreak?: () => void;
  /** The account has a second factor: its step comes next (issue 32). */
  onSecondFactor: (step: { username: string; challenge: string }) => void;
}

/** Login form: on success the session is stored, a toast greets and `auth:login` is announced. */
export function LoginForm({ onDone, onRecovery, onSignUp, onBreak, onSecondFactor }: LoginFormProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(loginPayload, { username: '', password: '' });
  const { errors } = form.formState;
  const mutation = useLogin();

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await mutation.mutateAsync({
        ...values,
        deviceToken: deviceTokenOf(values.username),
      });
      if ('secondFactor' in data) {
        onSecondFactor({ username: values.username, challenge: data.challenge });
        return;
      }
      storeSession(data);
      notify.success(message || t('login.success', { username: data.username }), { form: 'login' });
      announceLogin(data.username);
      onDone();
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'login' });
    }
  });

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Input
        label={t('login.username')}
        autoComplete="username"
        error={errors.username}
        {...form.register('username')}
      />
      <Input
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...form.register('password')}
      />
      <Button type="submit" fullWidth size="lg" loading={mutation.isPending}>
        {t('login.submit')}
      </Button>
      <Actions style={{ justifyContent: 'space-between' }}>
        <TextButton onClick={onRecovery}>{t('login.recovery')}</TextButton>
        <TextButton onClick={onSignUp}>{t('login.signUp')}</TextButton>
      </Actions>
      {onBreak && <TextButton onClick={onBreak}>{t('login.onBreak')}</TextButton>}
    </FormStack>
  );
}
