import * as z from 'zod/mini';

/**
 * Requirements §5 rules as constants and reusable schemas. Messages are i18n KEYS, never prose: the UI
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
  personalNoChecksum: 'validation.personalNoChecksum',
  tooYoung: 'validation.tooYoung',
  date: 'validation.date',
  dateRange: 'validation.dateRange',
  passwordMismatch: 'validation.passwordMismatch',
  notBlank: 'validation.notBlank',
  contactsMin: 'validation.contactsMin',
  contactsMax: 'validation.contactsMax',
  invalid: 'validation.invalid',
  positiveAmount: 'validation.positiveAmount',
  mobilePhone: 'validation.mobilePhone',
  acceptTerms: 'validation.acceptTerms',
} as const;
/** A validation message key. */
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** Length limits of Requirements §5 (min/max per field). */
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

/** Youngest age at which a player may register (the site is 18+). */
export const MIN_AGE = 18;
/** Earliest birth year accepted (anything before is a typing mistake). */
export const MIN_BIRTH_YEAR = 1900;

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

/** A required string with the min/max lengths of Requirements §5 and key messages. */
export function requiredString(min: number, max?: number) {
  const checks: z.core.$ZodCheck<string>[] = [z.minLength(1, K.required)];
  if (min > 1) checks.push(z.minLength(min, K.minLength));
  if (max !== undefined) checks.push(z.maxLength(max, K.maxLength));
  return z.string({ error: K.required }).check(...checks);
}

/** A required string of exactly `len` characters. */
export function exactString(len: number) {
  return z.string({ error: K.required }).check(z.minLength(1, K.required), z.length(len, K.exactLength));
}

/** Person name or surname: 2–100 letters (incl. Turkish), single spaces between words. */
export const personName = requiredString(LIMITS.personName.min, LIMITS.personName.max).check(
  z.regex(NAME_PATTERN, K.lettersOnly),
);
/** New username: 5–30 letters and digits. */
export const usernameField = requiredString(LIMITS.username.min, LIMITS.username.max).check(
  z.regex(USERNAME_PATTERN, K.lettersDigitsOnly),
);
/** E-mail: 5–100 characters, valid format. */
export const emailField = z.pipe(requiredString(LIMITS.email.min, LIMITS.email.max), z.email(K.email));
/** Phone: 5–20 digits (the UI mask yields 90 + 10 digits). */
export const phoneField = requiredString(LIMITS.phone.min, LIMITS.phone.max).check(
  z.regex(DIGITS_PATTERN, K.digitsOnly),
);
/** A mobile number as the sign-up mask yields it: the 90 prefix and all 10 national digits. */
export const MOBILE_PHONE_PATTERN = /^90[0-9]{10}$/;
/** A new player's mobile phone: 90 + 10 digits (an incomplete number such as `90532` is refused). */
export const mobilePhoneField = phoneField.check(z.regex(MOBILE_PHONE_PATTERN, K.mobilePhone));
/** The sign-up's acceptance of the terms and the privacy notice: must be ticked. */
export const acceptTermsField = z.literal(true, { error: K.acceptTerms });
/**
 * The version of the terms and privacy notice a new player accepts (the server records it with the
 * time); change it when /pages/1 or /pages/2 change in substance.
 */
export const TERMS_VERSION = '2026-11-01';
/** The content pages the sign-up's acceptance links to (Requirements §2: the terms page is /pages/1). */
export const TERMS_PAGE_ID = 1;
export const PRIVACY_PAGE_ID = 2;
/** National ID (PersonalNo): exactly 11 digits. */
export const personalNoField = exactString(LIMITS.personalNo).check(z.regex(DIGITS_PATTERN, K.personalNo));
/** National ID of a new player: 11 digits with a valid T.C. Kimlik No checksum. */
export const nationalIdField = personalNoField.check(z.refine(isValidPersonalNo, K.personalNoChecksum));
/** Password: at least 5 characters (100 max to bound hashing work). */
export const passwordField = requiredString(LIMITS.password.min, LIMITS.password.max);
/** SMS code: exactly 6 digits (send it unmasked). */
export const smsCodeField = exactString(LIMITS.smsCode).check(z.regex(DIGITS_PATTERN, K.digitsOnly));
/**
 * The two check digits (10th and 11th) of a T.C. Kimlik No from its first nine digits:
 * d10 = ((d1+d3+d5+d7+d9)×7 − (d2+d4+d6+d8)) mod 10, d11 = (d1+…+d10) mod 10.
 */
export function personalNoCheckDigits(firstNine: string): string {
  const d = [...firstNine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (odd + even + d10) % 10;
  return `${d10}${d11}`;
}

/** True for a well-formed T.C. Kimlik No: 11 digits, the first not 0, both check digits right. */
export function isValidPersonalNo(value: string): boolean {
  return /^[1-9][0-9]{10}$/.test(value) && value.slice(9) === personalNoCheckDigits(value.slice(0, 9));
}

/** True when `value` (`YYYY-MM-DD`) is a real calendar date from MIN_BIRTH_YEAR on. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value) || Number(value.slice(0, 4)) < MIN_BIRTH_YEAR) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

// Türkiye is UTC+3 all year (no daylight saving since 2016): a player turns 18 on the Turkish date.
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * True when someone born on `birthDate` (`YYYY-MM-DD`) is at least MIN_AGE years old on `now`'s
 * date in Türkiye. Born on 29 February: of age on 1 March in years without one.
 */
export function isAdult(birthDate: string, now: Date = new Date()): boolean {
  const today = new Date(now.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);
  const year = Number(birthDate.slice(0, 4)) + MIN_AGE;
  return `${String(year).padStart(4, '0')}${birthDate.slice(4)}` <= today;
}

/** Birth date `YYYY-MM-DD`, a real calendar date (year 1900 or later). */
export const birthDateField = z
  .string({ error: K.required })
  .check(z.regex(DATE_PATTERN, K.date), z.refine(isCalendarDate, K.date));
/** Birth date of a new player: a real date at least MIN_AGE years ago (the message says why). */
export const adultBirthDateField = birthDateField.check(z.refine((v) => isAdult(v), K.tooYoung));
/** Birth day input: 2 digits. */
export const birthDayField = exactString(2).check(z.regex(DIGITS_PATTERN, K.digitsOnly));
/** Birth month input: 2 digits. */
export const birthMonthField = exactString(2).check(z.regex(DIGITS_PATTERN, K.digitsOnly));
/** Birth year input: 4 digits. */
export const birthYearField = exactString(4).check(z.regex(DIGITS_PATTERN, K.digitsOnly));
/** A positive integer id (e.g. country, notification). */
export const idField = z.number({ error: K.required }).check(z.int(K.invalid), z.positive(K.invalid));
/** Trimmed text must not be blank. */
export const notBlank = (s: string) => s.trim().length > 0;
