import { useFieldArray, useWatch, useZodForm } from '@playhub/kit/forms';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import { ContactType, LIMITS, callMePayload } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { Button, Input, notify } from '@playhub/kit/ui-kit';
import { Actions, FormStack, Lead } from '../form-layout';
import { useCallMe } from './call-me';
import { ContactRow } from './contact-row';

const MAX = LIMITS.callContacts.max;

/**
 * Call Request Form (Requirements §2/§5): name, message and 1–5 contacts; Add Contact disabled at five,
 * Save disabled until valid, the Turkish warnings at none and at five. `onDone` runs on success.
 */
export function CallRequestForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const userName = useSession((s) => s.userName);
  const form = useZodForm(callMePayload, {
    name: userName,
    message: '',
    contacts: [{ type: ContactType.Phone, contact: '' }],
  });
  const { errors, isValid, touchedFields, isSubmitted } = form.formState;
  // react-hook-form re-checks the whole list after Add Contact, which gives the new, untouched row
  // a "required" error at once: a row's error shows once its control was left (typing alone shows
  // none in this form's on-touched mode) or the form was sent. A new row counts as dirty already.
  const rowErrors = (index: number) => {
    const shown = (key: 'type' | 'contact') => isSubmitted || touchedFields.contacts?.[index]?.[key];
    const row = errors.contacts?.[index];
    return {
      type: shown('type') ? row?.type : undefined,
      contact: shown('contact') ? row?.contact : undefined,
    };
  };
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const types = useWatch({ control: form.control, name: 'contacts' }) ?? [];
  const send = useCallMe();

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await send.mutateAsync(values);
      notify.success(message, { form: 'call-request' });
      form.reset();
      onDone();
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'call-request' });
    }
  });

  const count = contacts.fields.length;
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('callRequest.title')}>
      <Lead>{t('callRequest.lead')}</Lead>
      <Input
        label={t('callRequest.name')}
        autoComplete="name"
        error={errors.name}
        {...form.register('name')}
      />
      <Input label={t('callRequest.message')} error={errors.message} {...form.register('message')} />
      <Contacts>
        <Legend>{t('callRequest.contacts')}</Legend>
        {contacts.fields.map((field, index) => (
          <ContactRow
            key={field.id}
            index={index}
            type={types[index]?.type ?? ContactType.Phone}
            register={form.register}
            errors={rowErrors(index)}
            onRemove={() => contacts.remove(index)}
            revalidate={(path) => void form.trigger(path)}
          />
        ))}
        {count === 0 && <Warning role="status">{t('callRequest.atLeastOne')}</Warning>}
        {count >= MAX && <Warning role="status">{t('callRequest.atMostFive')}</Warning>}
      </Contacts>
      <Actions>
        <Button
          variant="secondary"
          disabled={count >= MAX}
          onClick={() => contacts.append({ type: ContactType.Phone, contact: '' })}
        >
          {t('callRequest.add')}
        </Button>
        <Button type="submit" disabled={!isValid} loading={send.isPending}>
          {t('callRequest.save')}
        </Button>
      </Actions>
    </FormStack>
  );
}

const Contacts = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Warning = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.onWarning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
