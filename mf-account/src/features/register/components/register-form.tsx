import { useEffect } from 'react';
import { Controller, useZodForm } from '@playhub/kit/forms';
import { errorMessage } from '@playhub/shared/api';
import {
  DEFAULT_COUNTRY_NAME,
  PRIVACY_PAGE_ID,
  TERMS_PAGE_ID,
  type Session,
} from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { Button, Checkbox, Input, Select, VisuallyHidden, notify } from '@playhub/kit/ui-kit';
import { Columns, FormStack, TextButton } from '@/components/form-layout';
import { PhoneInput } from '@/components/phone-input';
import { useRegisterForm } from '../api/get-register-form';
import { useRegister } from '../api/register';
import {
  INITIAL_COUNTRY_ID,
  emptyRegisterForm,
  registerFormSchema,
  toRegisterPayload,
  type RegisterFormValues,
} from '../model/register-form';
import { readAffiliate, readTracking } from '../model/tracking';
import { BirthDateFields } from './birth-date-fields';
import { DepositLimitFields } from './deposit-limit-fields';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  onRegistered: (session: Session, values: RegisterFormValues) => void;
  onLogin: () => void;
}

/** The Sign Up form (Requirements §3/§5): every registration field; invalid forms are never submitted. */
export function RegisterForm({ onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useTranslation('account');
  // The request's market may require a deposit limit from the start (issue 30, item 4).
  const limitRequired = useBootstrap()?.market?.depositLimitAtRegistration === true;
  const form = useZodForm(registerFormSchema, { ...emptyRegisterForm, depositLimitRequired: limitRequired });
  const { errors } = form.formState;
  const countries = useRegisterForm();
  const mutation = useRegister();
  const { setValue } = form;
  useEffect(() => setValue('depositLimitRequired', limitRequired), [setValue, limitRequired]);

  // Türkiye is the default once the list names it (its id may differ from the initial 235).
  useEffect(() => {
    const turkey = countries.data?.countries.find((c) => c.name === DEFAULT_COUNTRY_NAME);
    if (turkey && form.getValues('country') === INITIAL_COUNTRY_ID) form.setValue('country', turkey.id);
  }, [countries.data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await mutation.mutateAsync(
        toRegisterPayload(values, { ...readTracking(), ...readAffiliate() }),
      );
      if (message) notify.success(message, { form: 'register' });
      onRegistered(data, values);
    } catch (err) {
      notify.error(errorMessage(err, t('common:errorGeneric')), { form: 'register' });
    }
  });

  const options = (countries.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t('register.title')}>
      <Columns>
        <Input
          label={t('register.name')}
          autoComplete="given-name"
          error={errors.name}
          {...form.register('name')}
        />
        <Input
          label={t('register.surname')}
          autoComplete="family-name"
          error={errors.surname}
          {...form.register('surname')}
        />
        <Input
          label={t('register.username')}
          autoComplete="username"
          error={errors.username}
          {...form.register('username')}
        />
        <Input
          label={t('register.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('register.phone')}
              name="phone"
              value={field.value}
              onChange={field.onChange}
              onBlur={form.blurOf('phone', field.onBlur)}
              error={fieldState.error}
            />
          )}
        />
        <Input
          label={t('register.personalNo')}
          inputMode="numeric"
          maxLength={11}
          error={errors.PersonalNo}
          {...form.register('PersonalNo')}
        />
        <Select
          label={t('register.country')}
          options={
            options.length ? options : [{ value: String(INITIAL_COUNTRY_ID), label: DEFAULT_COUNTRY_NAME }]
          }
          error={errors.country}
          {...form.register('country', { valueAsNumber: true })}
        />
        <BirthDateFields register={form.register} errors={errors} />
        <Input
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...form.register('password')}
        />
        <Input
          label={t('register.password2')}
          type="password"
          autoComplete="new-password"
          error={errors.password2}
          {...form.register('password2')}
        />
      </Columns>
      {limitRequired && <DepositLimitFields register={form.register} errors={errors} />}
      <Checkbox label={t('register.trialBonus')} {...form.register('trialBonus')} />
      <Checkbox label={<TermsLabel />} error={errors.acceptTerms} {...form.register('acceptTerms')} />
      <Checkbox label={t('loginTerms.marketingEmail')} {...form.register('marketingEmail')} />
      <Checkbox label={t('loginTerms.marketingSms')} {...form.register('marketingSms')} />
      <Button type="submit" fullWidth size="lg" loading={mutation.isPending}>
        {t('register.submit')}
      </Button>
      <TextButton onClick={onLogin}>{t('register.haveAccount')}</TextButton>
    </FormStack>
  );
}

const TERMS = '[[terms]]';
const PRIVACY = '[[privacy]]';

/**
 * "I accept the Terms and Conditions and have read the Privacy Policy", both linked (opened in a new
 * tab, so the form keeps what was typed). The word order is each language's own.
 */
function TermsLabel() {
  const { t } = useTranslation('account');
  const text = t('register.acceptTerms', {
    terms: TERMS,
    privacy: PRIVACY,
    interpolation: { escapeValue: false },
  });
  const link = (page: number, label: string) => (
    <a key={page} href={`/pages/${page}`} target="_blank" rel="noopener">
      {label}
      <VisuallyHidden> {t('register.newTab')}</VisuallyHidden>
    </a>
  );
  return (
    <>
      {text
        .split(/(\[\[\w+\]\])/)
        .map((part) =>
          part === TERMS
            ? link(TERMS_PAGE_ID, t('register.termsLink'))
            : part === PRIVACY
              ? link(PRIVACY_PAGE_ID, t('register.privacyLink'))
              : part,
        )}
    </>
  );
}
