import type { FieldErrors, UseFormRegister } from '@playhub/kit/forms';
import styled from 'styled-components';
import { protectionPeriods } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Input, Select } from '@playhub/kit/ui-kit';
import type { RegisterFormValues } from '../model/register-form';

/**
 * The deposit limit a market requires at registration (issue 30, item 4): a period and an amount in
 * one named group; the API refuses the account without them too.
 */
export function DepositLimitFields({
  register,
  errors,
}: {
  register: UseFormRegister<RegisterFormValues>;
  errors: FieldErrors<RegisterFormValues>;
}) {
  const { t } = useTranslation('account');
  return (
    <Group data-testid="register-deposit-limit" aria-describedby="register-deposit-limit-lead">
      <Legend>{t('markets.depositLimitTitle')}</Legend>
      <Lead id="register-deposit-limit-lead">{t('markets.depositLimitLead')}</Lead>
      <Row>
        <Select
          label={t('markets.depositLimitPeriod')}
          options={protectionPeriods.map((p) => ({ value: p, label: t(`protection.periods.${p}`) }))}
          {...register('depositLimitPeriod')}
        />
        <Input
          label={t('markets.depositLimitAmount')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.depositLimitValue}
          {...register('depositLimitValue')}
        />
      </Row>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;
