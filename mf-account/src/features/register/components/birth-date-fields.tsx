import type { FieldErrors, UseFormRegister } from '@playhub/kit/forms';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { FormError, Input } from '@playhub/kit/ui-kit';
import { BIRTH_DATE_ERRORS, type RegisterFormValues } from '../model/register-form';

/** Day, month and year inputs (2, 2 and 4 digits) building the birth date; placeholder 01-01-1970. */
export function BirthDateFields({
  register,
  errors,
}: {
  register: UseFormRegister<RegisterFormValues>;
  errors: FieldErrors<RegisterFormValues>;
}) {
  const { t } = useTranslation('account');
  // Date-level errors (31 February, under 18) sit on `day`; show them once under the group.
  const dateError = BIRTH_DATE_ERRORS.includes(errors.day?.message ?? '') ? errors.day : undefined;
  return (
    <Group>
      <Legend>{t('register.birthDate')}</Legend>
      <Row>
        <Input
          label={t('register.day')}
          placeholder="01"
          inputMode="numeric"
          maxLength={2}
          autoComplete="bday-day"
          error={dateError ? undefined : errors.day}
          {...register('day')}
        />
        <Input
          label={t('register.month')}
          placeholder="01"
          inputMode="numeric"
          maxLength={2}
          autoComplete="bday-month"
          error={errors.month}
          {...register('month')}
        />
        <Input
          label={t('register.year')}
          placeholder="1970"
          inputMode="numeric"
          maxLength={4}
          autoComplete="bday-year"
          error={errors.year}
          {...register('year')}
        />
      </Row>
      <FormError error={dateError} />
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
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1.4fr;
  gap: ${({ theme }) => theme.space.sm};
`;
