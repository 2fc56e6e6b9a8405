import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import type { TwoFactorSetup as Setup } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Input, notify } from '@playhub/kit/ui-kit';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import { RecoveryCodesList } from './recovery-codes-list';

/**
 * Setting up two-step login (issue 32): a QR code for the authenticator app with the secret as
 * text too, confirmed by a first code; then the recovery codes, shown once, to copy or download.
 * `onDone` runs when the player has them.
 */
export function TwoFactorSetup({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('account');
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesList codes={codes} onDone={onDone} />;
  if (!setup) {
    return (
      <Stack>
        <p>{t('loginTerms.setupLead')}</p>
        <Button
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setSetup,
              onError: (err) => notify.error(errorMessage(err, t('common:errorGeneric'))),
            })
          }
        >
          {t('loginTerms.setupStart')}
        </Button>
      </Stack>
    );
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('loginTerms.sixDigits'));
      return;
    }
    try {
      const { data, message } = await confirm.mutateAsync({ code: code.trim() });
      notify.success(message);
      setCodes(data.codes);
    } catch (err) {
      setError(errorMessage(err, t('common:errorGeneric')));
    }
  };
  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('loginTerms.setupTitle')}>
      <ol>
        <li>{t('loginTerms.setupStep1')}</li>
        <li>{t('loginTerms.setupStep2')}</li>
        <li>{t('loginTerms.setupStep3')}</li>
      </ol>
      <Qr src={setup.qr} alt={t('loginTerms.qrAlt')} width={200} height={200} />
      <p>
        {t('loginTerms.secretText')} <Secret data-testid="two-factor-secret">{setup.secret}</Secret>
      </p>
      <Input
        label={t('loginTerms.firstCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={error ? { message: error } : undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={confirm.isPending}>
        {t('loginTerms.confirm')}
      </Button>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ol {
    margin: 0;
    padding-left: 1.25em;
  }
  p {
    margin: 0;
  }
`;

const Qr = styled.img`
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.md};
  width: 200px;
  height: 200px;
`;

const Secret = styled.code`
  font-family: monospace;
  overflow-wrap: anywhere;
  user-select: all;
`;
