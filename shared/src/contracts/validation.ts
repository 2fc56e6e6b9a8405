import { z } from 'zod';

/**
 * SPEC §5 rules as constants and reusable schemas. Messages are i18n KEYS, never prose: the UI
 * translates them, the API turns them into en/tr text. Length issues carry zod's `minimum` /
 * `maximum`, which translations may interpolate.
 */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  exactLength: 'validation.exactLength',
  lettersOnly: 'validation.lettersOnly',
  lettersDigitsOnly: 'validation.lettersDigitsOnly',
  digitsOnly: 'validation.digitsOnly',
  email: 'validation.email',
  personalNo: 'validation.personalNo',
  date: 'validation.date',
  passwordMismatch: 'validation.passwordMismatch',
  notBlank: 'validation.notBlank',
  contactsMin: 'validation.contactsMin',
  contactsMax: 'validation.contactsMax',
  invalid: 'validation.invalid',
  positiveAmount: 'validation.positiveAmount',
} as const;
/** A validation message key. */
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** Length limits of SPEC §5 (min/max per field). */
export const LIMITS = {
  loginUsername: { min: 1, max: 50 },
  loginPassword: { min: 3, max: 100 },
  personName: { min: 2, max: 100 },
  username: { min: 5, max: 30 },
  email: { min: 5, max: 100 },
  phone: { min: 5, max: 20 },
  personalNo: 11,
  password: { min: 5, max: 100 },
  smsCode: 6,
  recoveryUsername: { min: 2, max: 25 },
  recoveryCode: { min: 3, max: 20 },
  callName: { min: 5, max: 30 },
  callMessage: { min: 5, max: 100 },
  callContact: { min: 5, max: 30 },
  callContacts: { min: 1, max: 5 },
} as const;

/** Letters allowed in names: Latin plus Turkish letters. */
export const NAME_LETTERS = 'a-zA-ZçÇğĞıİöÖşŞüÜ';
/** Words of letters separated by single spaces. */
export const NAME_PATTERN = new RegExp(`^[${NAME_LETTERS}]+( [${NAME_LETTERS}]+)*$`);
/** Letters and digits only. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9]+$/;
/** Digits only. */
export const DIGITS_PATTERN = /^[0-9]+$/;
/** Year-month-day. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const K = VALIDATION_KEYS;

/** A required string with SPEC min/max lengths and key messages. */
export function requiredString(min: number, max?: number) {
  let s = z.string({ error: K.required }).min(1, K.required);
  if (min > 1) s = s.min(min, K.minLength);
  if (max !== undefined) s = s.max(max, K.maxLength);
  return s;
}

/** A required string of exactly `len` characters. */
export function exactString(len: number) {
  return z.string({ error: K.required }).min(1, K.required).length(len, K.exactLength);
}

/** Person name or surname: 2–100 letters (incl. Turkish), single spaces between words. */
export const personName = requiredString(LIMITS.personName.min, LIMITS.personName.max).regex(
  NAME_PATTERN,
  K.lettersOnly,
);
/** New username: 5–30 letters and digits. */
export const usernameField = requiredString(LIMITS.username.min, LIMITS.username.max).regex(
  USERNAME_PATTERN,
  K.lettersDigitsOnly,
);
/** E-mail: 5–100 characters, valid format. */
export const emailField = requiredString(LIMITS.email.min, LIMITS.email.max).pipe(z.email(K.email));
/** Phone: 5–20 digits (the UI mask yields 90 + 10 digits). */
export const phoneField = requiredString(LIMITS.phone.min, LIMITS.phone.max).regex(
  DIGITS_PATTERN,
  K.digitsOnly,
);
/** National ID (PersonalNo): exactly 11 digits. */
export const personalNoField = exactString(LIMITS.personalNo).regex(DIGITS_PATTERN, K.personalNo);
/** Password: at least 5 characters (100 max to bound hashing work). */
export const passwordField = requiredString(LIMITS.password.min, LIMITS.password.max);
/** SMS code: exactly 6 digits (send it unmasked). */
export const smsCodeField = exactString(LIMITS.smsCode).regex(DIGITS_PATTERN, K.digitsOnly);
/** Birth date `YYYY-MM-DD`, a real calendar date. */
export const birthDateField = z
  .string({ error: K.required })
  .regex(DATE_PATTERN, K.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, K.date);
/** Birth day input: 2 digits. */
export const birthDayField = exactString(2).regex(DIGITS_PATTERN, K.digitsOnly);
/** Birth month input: 2 digits. */
export const birthMonthField = exactString(2).regex(DIGITS_PATTERN, K.digitsOnly);
/** Birth year input: 4 digits. */
export const birthYearField = exactString(4).regex(DIGITS_PATTERN, K.digitsOnly);
/** A positive integer id (e.g. country, notification). */
export const idField = z.number({ error: K.required }).int(K.invalid).positive(K.invalid);
/** Trimmed text must not be blank. */
export const notBlank = (s: string) => s.trim().length > 0;
