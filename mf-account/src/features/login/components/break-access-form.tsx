import { useState } from 'react';
import { errorMessage } from '@playhub/shared/api';
import { breakAccessPayload } from '@playhub/shared/contracts';
import { Controller, useZodForm } from '@playhub/kit/forms';
import { useTranslation } from '@playhub/shared/i18n';
import { useNavigate } from '@playhub/shared/router';
import { Button, Input, notify } from '@playhub/kit/ui-kit';
import { Actions, FormStack, Lead, TextButton } from '@/components/form-layout';
import { announceLogin, storeSession } from '@/components/session/start-session';
import { CodeInput, DIALOG_CODE_MASK } from '@/components/sms-verify/code-input';
import { useBreakAccess } from '../api/break-access';

/** Where a player on a break lands: the one thing their session may do. */
export const BREAK_LANDING = '/dashboard/withdraw';

/** Props of {@link BreakAccessForm}. */
export interface BreakAccessFormProps {
  onBack: () => void;
  onDone: () => void;
}

/**
 * A player on a time-out or self-exclusion reaches their balance (issue 28): username and password,
 * then the code sent by SMS to the account's phone. The first answer is the same for anyone; the
 * second opens a session that may only see and withdraw the balance.
 */
export function BreakAccessForm({ onBack, onDone }: BreakAccessFormProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useZodForm(breakAccessPayload, { username: '', password: '', code: undefined });
  const { errors } = form.formState;
  const mutation = useBreakAccess();
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await mutation.mutateAsync(sent ? values : { ...values, code: undefined });
      if (!data) return setSent(message);
      storeSession(data);
      notify.success(message, { form: 'break-access' });
      announceLogin(data.username);
      onDone();
      void navigate(BREAK_LANDING);
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'break-access' });
    }
  });

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('breakAccess.title')}>
      <Lead>{t('breakAccess.lead')}</Lead>
      <Input
        label={t('login.username')}
        autoComplete="username"
        readOnly={sent !== null}
        error={errors.username}
        {...form.register('username')}
      />
      <Input
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        readOnly={sent !== null}
        error={errors.password}
        {...form.register('password')}
      />
      {sent && (
        <>
          <p role="status">{sent}</p>
          <Controller
            name="code"
            control={form.control}
            rules={{ required: true }}
            render={({ field, fieldState }) => (
              <CodeInput
                label={t('breakAccess.code')}
                mask={DIALOG_CODE_MASK}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error}
              />
            )}
          />
        </>
      )}
      <Button type="submit" fullWidth size="lg" loading={mutation.isPending}>
        {sent ? t('breakAccess.open') : t('breakAccess.send')}
      </Button>
      <Actions>
        <TextButton onClick={onBack}>{t('breakAccess.back')}</TextButton>
      </Actions>
    </FormStack>
  );
}
