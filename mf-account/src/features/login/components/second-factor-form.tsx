import { useState } from 'react';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Checkbox, Input, notify } from '@playhub/kit/ui-kit';
import { FormStack, Lead, TextButton } from '@/components/form-layout';
import { announceLogin, storeSession } from '@/components/session/start-session';
import { useSecondFactor } from '../api/second-factor';
import { keepDeviceToken } from '../model/device-token';

/** Props of {@link SecondFactorForm}. */
export interface SecondFactorFormProps {
  username: string;
  challenge: string;
  onDone: () => void;
  onBack: () => void;
}

/**
 * Login's second step (issue 32): the authenticator app's code or a recovery code, and "trust
 * this device"; a wrong code says so and the player tries again, an expired step goes back.
 */
export function SecondFactorForm({ username, challenge, onDone, onBack }: SecondFactorFormProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const mutation = useSecondFactor();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(t('common:validation.required'));
      return;
    }
    try {
      const { data, message } = await mutation.mutateAsync({
        challenge,
        code: code.trim(),
        trustDevice: trust,
      });
      if (data.deviceToken) keepDeviceToken(username, data.deviceToken);
      storeSession(data);
      notify.success(message || t('login.success', { username: data.username }), { form: 'login' });
      announceLogin(data.username);
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('common:errorGeneric')));
    }
  };

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('loginTerms.codeTitle')}>
      <Lead>{t('loginTerms.codeLead')}</Lead>
      <Input
        label={t('loginTerms.code')}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        value={code}
        error={error ? { message: error } : undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <Checkbox
        label={t('loginTerms.trustDevice')}
        checked={trust}
        onChange={(e) => setTrust(e.target.checked)}
      />
      <Button type="submit" fullWidth size="lg" loading={mutation.isPending}>
        {t('loginTerms.verify')}
      </Button>
      <TextButton onClick={onBack}>{t('loginTerms.back')}</TextButton>
    </FormStack>
  );
}
