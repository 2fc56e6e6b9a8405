import styled from 'styled-components';
import type { PaymentField as FieldDef } from '@playhub/shared/contracts';
import { formatMoney } from '@playhub/kit/format';
import { Controller } from '@playhub/kit/forms';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { Button } from '@playhub/kit/ui-kit';
import { usePaymentForm } from '../hooks/use-payment-form';
import type { PaymentDetail } from '../model/field-schema';
import { PaymentField } from './payment-field';

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  fields: readonly FieldDef[];
  /** The method's amount limits, checked before the call (the API checks them again). */
  limits?: { min: number; max: number };
  submitting: boolean;
  /** Called with the `detail` map of a valid form only. */
  onSubmit: (detail: PaymentDetail) => void;
}

/** The dynamic payment form: one control per field definition and a Submit button with a loading state. */
export function PaymentForm({ fields, limits, submitting, onSubmit }: PaymentFormProps) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const form = usePaymentForm(fields, { limits, lang });
  const limitsHint =
    limits &&
    t('methods.limits', { min: formatMoney(limits.min, { lang }), max: formatMoney(limits.max, { lang }) });
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('form.dialogLabel')}>
      {fields.map((field) => (
        <Controller
          key={field.key}
          name={field.key}
          control={form.control}
          render={({ field: control, fieldState }) => (
            <PaymentField
              field={field}
              value={typeof control.value === 'string' ? control.value : ''}
              error={form.errorOf(field.key, fieldState.error?.message)}
              hint={field.key === 'amount' ? limitsHint : undefined}
              onChange={control.onChange}
              onBlur={form.blurOf(field.key, control.onBlur)}
              onRefuse={(message) => form.refuse(field.key, message)}
            />
          )}
        />
      ))}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
