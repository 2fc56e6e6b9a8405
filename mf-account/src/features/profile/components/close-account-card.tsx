import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, errorMessage } from '@playhub/shared/api';
import { closeAccountPayload } from '@playhub/shared/contracts';
import { useZodForm } from '@playhub/kit/forms';
import { useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { logout, useSession } from '@playhub/shared/session';
import { Button, Input, notify } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { FormStack } from '@/components/form-layout';
import { moneyLeft, useCloseAccount } from '../api/close-account';

/**
 * Closing the account (docs/privacy.md): what it means and how it differs from self-exclusion, the
 * current password to confirm. With money still there the server refuses, and the card says to
 * withdraw first, with the link; closed, the player is logged out everywhere and sent home.
 */
export function CloseAccountCard() {
  const { t } = useTranslation('account');
  const balance = useSession((s) => s.balance);
  const form = useZodForm(closeAccountPayload, { password: '' });
  const close = useCloseAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [withdrawFirst, setWithdrawFirst] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    setWithdrawFirst(false);
    try {
      const { message } = await close.mutateAsync(values);
      notify.success(message);
      await logout({ endedByServer: true });
    } catch (err) {
      setWithdrawFirst(err instanceof ApiError && moneyLeft(err.data) !== null);
      setRefusal(errorMessage(err, t('common:errorGeneric')));
    }
  });
  const hasMoney = balance !== null && balance > 0;
  return (
    <Card as="section" aria-labelledby="close-account-title" data-testid="close-account">
      <h2 id="close-account-title">{t('dataRights.closeTitle')}</h2>
      <p>{t('dataRights.closeLead')}</p>
      <p>
        {t('dataRights.notExclusion')}{' '}
        <Link to="/dashboard/player-protection">{t('dataRights.protectionLink')}</Link>
      </p>
      {hasMoney && !refusal && <Notice>{t('dataRights.balanceFirst')}</Notice>}
      {refusal && (
        <Problem role="alert">
          {refusal} {withdrawFirst && <Link to="/dashboard/withdraw">{t('dataRights.withdrawLink')}</Link>}
        </Problem>
      )}
      <FormStack onSubmit={submit} noValidate aria-label={t('dataRights.closeTitle')}>
        <Input
          label={t('dataRights.password')}
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password}
          {...form.register('password')}
        />
        <Button type="submit" variant="danger" loading={close.isPending}>
          {t('dataRights.closeSubmit')}
        </Button>
      </FormStack>
    </Card>
  );
}

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
