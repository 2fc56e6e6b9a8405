import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Input, StatusBadge, notify } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { QueryState } from '@/components/query-state';
import { useFormat } from '@/components/use-format';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useRevokeDevice } from '../api/revoke-device';
import { TwoFactorSetup } from './two-factor-setup';

/** The account page's two-step login: set it up, see and revoke trusted devices, remove it. */
export function TwoFactorSection() {
  const { t } = useTranslation('account');
  const query = useTwoFactor();
  const s = query.data;
  return (
    <Card as="section" aria-labelledby="two-factor-title">
      <Title id="two-factor-title">
        {t('loginTerms.sectionTitle')}{' '}
        {s && (
          <StatusBadge tone={s.enabled ? 'success' : 'danger'}>
            {s.enabled ? t('loginTerms.on') : t('loginTerms.off')}
          </StatusBadge>
        )}
      </Title>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={false}
        onRetry={() => void query.refetch()}
      >
        {s && !s.enabled && <TwoFactorSetup onDone={() => void query.refetch()} />}
        {s?.enabled && (
          <Stack>
            <p>{t('loginTerms.codesLeft', { count: s.recoveryCodesLeft })}</p>
            <Devices devices={s.devices} />
            {s.required ? <p>{t('loginTerms.requiredNote')}</p> : <DisableForm />}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function Devices({
  devices,
}: {
  devices: { id: number; label: string; lastUsedAt: string | null; expiresAt: string }[];
}) {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const revoke = useRevokeDevice();
  return (
    <div>
      <h3>{t('loginTerms.devicesTitle')}</h3>
      {devices.length === 0 ? (
        <p>{t('loginTerms.noDevices')}</p>
      ) : (
        <List>
          {devices.map((d) => (
            <li key={d.id}>
              <span>
                <strong>{d.label}</strong> · {t('loginTerms.trustedUntil', { date: date(d.expiresAt) })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('loginTerms.revokeNamed', { name: d.label })}
                loading={revoke.isPending && revoke.variables === d.id}
                onClick={() =>
                  revoke.mutate(d.id, {
                    onSuccess: (message) => notify.success(message),
                    onError: (err) => notify.error(errorMessage(err, t('common:errorGeneric'))),
                  })
                }
              >
                {t('loginTerms.revoke')}
              </Button>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation('account');
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!password || !code.trim()) {
      setError(t('loginTerms.disableNeeds'));
      return;
    }
    try {
      notify.success(await disable.mutateAsync({ password, code: code.trim() }));
    } catch (err) {
      setError(errorMessage(err, t('common:errorGeneric')));
    }
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('loginTerms.disableTitle')}>
      <h3>{t('loginTerms.disableTitle')}</h3>
      <Input
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Input
        label={t('loginTerms.code')}
        autoComplete="one-time-code"
        value={code}
        error={error ? { message: error } : undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" loading={disable.isPending}>
        {t('loginTerms.disable')}
      </Button>
    </Form>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.15rem;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  p,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;
`;
