import { errorMessage } from '@playhub/shared/api';
import { bonusRequestPayload } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, Input, Select, notify } from '@playhub/kit/ui-kit';
import { FormStack, Lead } from '@/components/form-layout';
import { useZodForm } from '@playhub/kit/forms';
import { useBonusList } from '../api/get-bonus-list';
import { useRequestBonus } from '../api/request-bonus';

/** Bonus request: choose an offer, add a note, send (`bonus/request`). */
export function BonusRequestForm({ initialBonusId }: { initialBonusId?: number }) {
  const { t } = useTranslation('account');
  const offers = useBonusList();
  const request = useRequestBonus();
  const form = useZodForm(bonusRequestPayload, { bonusId: initialBonusId, note: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await request.mutateAsync({
        bonusId: values.bonusId,
        ...(values.note ? { note: values.note } : {}),
      });
      notify.success(message, { form: 'bonus-request' });
      form.reset({ bonusId: undefined, note: '' });
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'bonus-request' });
    }
  });
  const options = (offers.data ?? []).map((o) => ({ value: String(o.id), label: o.title }));
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('bonus.requestTitle')}>
      <Lead>{t('bonus.requestLead')}</Lead>
      <Select
        key={options.length}
        label={t('bonus.offer')}
        placeholder={t('bonus.offerPlaceholder')}
        options={options}
        error={errors.bonusId}
        {...form.register('bonusId', { valueAsNumber: true })}
      />
      <Input label={t('bonus.note')} maxLength={200} error={errors.note} {...form.register('note')} />
      <div>
        <Button type="submit" loading={request.isPending}>
          {t('bonus.send')}
        </Button>
      </div>
    </FormStack>
  );
}
