import * as z from 'zod/mini';
import {
  VALIDATION_KEYS,
  birthDateField,
  birthDayField,
  birthMonthField,
  birthYearField,
  emailField,
  idField,
  isAdult,
  isValidPersonalNo,
  passwordField,
  personName,
  mobilePhoneField,
  personalNoField,
  usernameField,
  MAX_PROTECTION_LIMIT,
  protectionPeriods,
  type RegisterPayload,
} from '@playhub/shared/contracts';
import type { Tracking } from './tracking';

/** Country id used until `auth/form` names Türkiye (Requirements §3). */
export const INITIAL_COUNTRY_ID = 235;
/** Currency of every new account (Requirements §9). */
export const DEFAULT_CURRENCY_ID = 1;

/**
 * Messages of the registration rules the shared contract checks with the same functions
 * (isValidPersonalNo, isAdult); their texts live in this vertical's namespace.
 */
export const REGISTER_ERRORS = {
  personalNoChecksum: 'account:validation.personalNoChecksum',
  tooYoung: 'account:validation.tooYoung',
  depositLimit: 'account:validation.depositLimit',
} as const;

/** A deposit limit as typed: a positive amount of at most MAX_PROTECTION_LIMIT, two decimals at most. */
export function validDepositLimit(value: string): boolean {
  const text = value.trim().replace(',', '.');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return false;
  const amount = Number(text);
  return amount > 0 && amount <= MAX_PROTECTION_LIMIT;
}

/** Errors about the whole birth date (shown once under the three inputs, not under Day). */
export const BIRTH_DATE_ERRORS: readonly string[] = [VALIDATION_KEYS.date, REGISTER_ERRORS.tooYoung];

/** The Sign Up form as typed: birth date in three inputs, trial bonus as a checkbox. */
export const registerFormSchema = z
  .object({
    name: personName,
    surname: personName,
    username: usernameField,
    email: emailField,
    // All 10 digits the mask asks for: `90532` is refused here, before the API refuses it too.
    phone: mobilePhoneField,
    PersonalNo: personalNoField.check(z.refine(isValidPersonalNo, REGISTER_ERRORS.personalNoChecksum)),
    country: idField,
    day: birthDayField,
    month: birthMonthField,
    year: birthYearField,
    trialBonus: z.boolean(),
    acceptTerms: z.boolean().check(z.refine((v) => v, VALIDATION_KEYS.acceptTerms)),
    // Marketing consents (issue 32): separate, unticked, never required.
    marketingEmail: z.boolean(),
    marketingSms: z.boolean(),
    password: passwordField,
    password2: passwordField,
    // The market's deposit limit at registration (issue 30, item 4): asked only where required.
    depositLimitRequired: z.boolean(),
    depositLimitPeriod: z.enum(protectionPeriods),
    depositLimitValue: z.string(),
  })
  .check(
    z.refine((v) => !v.depositLimitRequired || validDepositLimit(v.depositLimitValue), {
      error: REGISTER_ERRORS.depositLimit,
      path: ['depositLimitValue'],
      when: (p) => validPaths(p.issues, ['depositLimitRequired', 'depositLimitPeriod', 'depositLimitValue']),
    }),
    // `when`: each cross-field check runs as soon as its own fields are valid, not only once the
    // whole form is (zod's default), so a mismatch shows next to the passwords right away.
    z.refine((v) => v.password === v.password2, {
      error: VALIDATION_KEYS.passwordMismatch,
      path: ['password2'],
      when: (p) => validPaths(p.issues, ['password', 'password2']),
    }),
    z.refine((v) => birthDateField.safeParse(birthDate(v)).success, {
      error: VALIDATION_KEYS.date,
      path: ['day'],
      when: (p) => validPaths(p.issues, ['day', 'month', 'year']),
    }),
    // Runs only on a real date (the check above left no issue on day, month or year).
    z.refine((v) => isAdult(birthDate(v)), {
      error: REGISTER_ERRORS.tooYoung,
      path: ['day'],
      when: (p) => validPaths(p.issues, ['day', 'month', 'year']),
    }),
  );

function validPaths(issues: readonly { path?: readonly PropertyKey[] }[], fields: string[]): boolean {
  return !issues.some((i) => fields.includes(String(i.path?.[0])));
}

/** Values of the Sign Up form. */
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** Empty form (country Türkiye's initial id). */
export const emptyRegisterForm: RegisterFormValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  phone: '',
  PersonalNo: '',
  country: INITIAL_COUNTRY_ID,
  day: '',
  month: '',
  year: '',
  trialBonus: false,
  acceptTerms: false,
  marketingEmail: false,
  marketingSms: false,
  password: '',
  password2: '',
  depositLimitRequired: false,
  depositLimitPeriod: 'day',
  depositLimitValue: '',
};

/** `YYYY-MM-DD` from the three inputs. */
export function birthDate(v: { day: string; month: string; year: string }): string {
  return `${v.year}-${v.month}-${v.day}`;
}

/** The registration payload of Requirements §3 from valid form values and the tracking fields. */
export function toRegisterPayload(v: RegisterFormValues, tracking: Tracking = {}): RegisterPayload {
  return {
    name: v.name,
    surname: v.surname,
    username: v.username,
    email: v.email,
    phone: v.phone,
    PersonalNo: v.PersonalNo,
    country: v.country,
    currencyId: DEFAULT_CURRENCY_ID,
    birthDate: birthDate(v),
    trialBonus: v.trialBonus ? 1 : 0,
    password: v.password,
    password2: v.password2,
    acceptTerms: true,
    marketingEmail: v.marketingEmail,
    marketingSms: v.marketingSms,
    ...(v.depositLimitRequired
      ? {
          depositLimit: {
            period: v.depositLimitPeriod,
            value: Number(v.depositLimitValue.trim().replace(',', '.')),
          },
        }
      : {}),
    ...tracking,
  };
}
