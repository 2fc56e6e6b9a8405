import * as z from 'zod/mini';
import { errorMessage } from '@playhub/shared/api';
import {
  VALIDATION_KEYS,
  checkResetCodePayload,
  passwordField,
  sendResetPasswordPayload,
} from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Input, notify } from '@playhub/kit/ui-kit';
import { FormStack, Lead } from '@/components/form-layout';
import { useZodForm } from '@playhub/kit/forms';
import { useChangePasswordWithCode } from '../api/change-password-with-code';
import { useCheckResetCode } from '../api/check-reset-code';
import { useSendResetPassword } from '../api/send-reset-password';

const codeSchema = z.pick(checkResetCodePayload, { code: true });
const passwordSchema = z.object({ password: passwordField, password2: passwordField }).check(
  z.refine((v) => v.password === v.password2, {
    error: VALIDATION_KEYS.passwordMismatch,
    path: ['password2'],
    when: (p) => p.issues.length === 0,
  }),
);

function useFail() {
  const { t } = useTranslation('account');
  return (err: unknown) => notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'recovery' });
}

/** Step 1: username → `auth/sendresetpassword`. */
export function UsernameStep({ onSent }: { onSent: (username: string) => void }) {
  const { t } = useTranslation('account');
  const fail = useFail();
  const form = useZodForm(sendResetPasswordPayload, { username: '' });
  const send = useSendResetPassword();
  const submit = form.handleSubmit(async ({ username }) => {
    try {
      await send.mutateAsync({ username });
      onSent(username);
    } catch (err) {
      fail(err);
    }
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('recovery.title')}>
      <Lead>{t('recovery.usernameLead')}</Lead>
      <Input
        label={t('recovery.username')}
        autoComplete="username"
        error={form.formState.errors.username}
        {...form.register('username')}
      />
      <Button type="submit" fullWidth size="lg" loading={send.isPending}>
        {t('recovery.sendCode')}
      </Button>
    </FormStack>
  );
}

/** Step 2: the e-mailed code → `auth/checkresetcode`. */
export function CodeStep({ username, onAccepted }: { username: string; onAccepted: (code: string) => void }) {
  const { t } = useTranslation('account');
  const fail = useFail();
  const form = useZodForm(codeSchema, { code: '' });
  const check = useCheckResetCode();
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await check.mutateAsync({ username, code });
      onAccepted(code);
    } catch (err) {
      fail(err);
    }
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('recovery.title')}>
      <Lead>{t('recovery.codeLead')}</Lead>
      <Input
        label={t('recovery.code')}
        autoComplete="one-time-code"
        error={form.formState.errors.code}
        {...form.register('code')}
      />
      <Button type="submit" fullWidth size="lg" loading={check.isPending}>
        {t('recovery.checkCode')}
      </Button>
    </FormStack>
  );
}

/** Step 3: new password twice → `auth/changepasswordwithcode`. */
export function PasswordStep({
  username,
  code,
  onChanged,
}: {
  username: string;
  code: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('account');
  const fail = useFail();
  const form = useZodForm(passwordSchema, { password: '', password2: '' });
  const change = useChangePasswordWithCode();
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ username, code, ...values });
      onChanged();
    } catch (err) {
      fail(err);
    }
  });
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('recovery.title')}>
      <Lead>{t('recovery.passwordLead')}</Lead>
      <Input
        label={t('recovery.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <Input
        label={t('recovery.password2')}
        type="password"
        autoComplete="new-password"
        error={errors.password2}
        {...form.register('password2')}
      />
      <Button type="submit" fullWidth size="lg" loading={change.isPending}>
        {t('recovery.save')}
      </Button>
    </FormStack>
  );
}
