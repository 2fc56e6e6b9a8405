import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import { COMPLAINT_LIMITS, complaintCategories, complaintPayload } from '@playhub/shared/contracts';
import { useZodForm } from '@playhub/kit/forms';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Field, Input, Select, controlCss, notify } from '@playhub/kit/ui-kit';
import { FormStack, Lead } from '@/components/form-layout';
import { useFileComplaint } from '../api/file-complaint';

/** The complaint form: subject, the complaint, optionally the transaction or round; answers with the reference. */
export function ComplaintForm() {
  const { t } = useTranslation('account');
  const file = useFileComplaint();
  const [reference, setReference] = useState('');
  const form = useZodForm(complaintPayload, { category: undefined, text: '', related: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setReference('');
    try {
      const { message } = await file.mutateAsync({
        category: values.category,
        text: values.text,
        ...(values.related ? { related: values.related } : {}),
      });
      setReference(message);
      form.reset({ category: undefined, text: '', related: '' });
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'complaint' });
    }
  });
  const options = complaintCategories.map((c) => ({ value: c, label: t(`complaints.category.${c}`) }));
  return (
    <FormStack onSubmit={submit} noValidate aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title">{t('complaints.formTitle')}</h2>
      <Lead>{t('complaints.lead')}</Lead>
      <Select
        label={t('complaints.subject')}
        placeholder={t('complaints.subjectPlaceholder')}
        options={options}
        error={errors.category}
        {...form.register('category')}
      />
      <Field
        label={t('complaints.text')}
        error={errors.text}
        hint={t('complaints.textHint', { min: COMPLAINT_LIMITS.text.min, max: COMPLAINT_LIMITS.text.max })}
      >
        {(control) => (
          <TextArea rows={6} maxLength={COMPLAINT_LIMITS.text.max} {...control} {...form.register('text')} />
        )}
      </Field>
      <Input
        label={t('complaints.related')}
        hint={t('complaints.relatedHint')}
        maxLength={COMPLAINT_LIMITS.related.max}
        error={errors.related}
        {...form.register('related')}
      />
      <div>
        <Button type="submit" loading={file.isPending}>
          {file.isPending ? t('complaints.sending') : t('complaints.send')}
        </Button>
      </div>
      {reference && <Filed role="status">{reference}</Filed>}
    </FormStack>
  );
}

const TextArea = styled.textarea`
  ${controlCss};
  min-height: 140px;
  padding: ${({ theme }) => theme.space.md};
  resize: vertical;
  line-height: 1.5;
`;

const Filed = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;
