import type * as z from 'zod/mini';
import {
  callMePayload,
  changePasswordPayload,
  checkResetCodePayload,
  loginPayload,
  phoneCodeForm,
  phoneField,
  sendResetPasswordPayload,
} from '@playhub/shared/contracts';
import {
  emptyRegisterForm,
  registerFormSchema,
  type RegisterFormValues,
} from '@/features/register/model/register-form';

// Requirements §5, rule by rule: each row is [description, input, valid?].
// The forms use exactly these schemas.
const firstKey = (schema: z.ZodMiniType, value: unknown, path: string) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
};
const s = (n: number, ch = 'a') => ch.repeat(n);

const validRegister: RegisterFormValues = {
  ...emptyRegisterForm,
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse2024',
  email: 'ayse@example.com',
  phone: '905321234567',
  PersonalNo: '12345678950',
  country: 235,
  day: '07',
  month: '03',
  year: '1990',
  password: 'secret',
  password2: 'secret',
  acceptTerms: true,
};
const register = (field: keyof RegisterFormValues, value: unknown) =>
  firstKey(registerFormSchema, { ...validRegister, [field]: value }, field);

describe('register (Requirements §5)', () => {
  it('needs the terms and privacy policy accepted (issue 33)', () => {
    expect(register('acceptTerms', false)).toBe('validation.acceptTerms');
  });

  it('accepts a complete valid form', () => {
    expect(registerFormSchema.safeParse(validRegister).success).toBe(true);
  });

  it.each([
    ['Turkish letters', 'Çağrı Işıl Öztürk Şükrü Ğİü', true],
    ['two letters (min)', 'Al', true],
    ['one letter', 'A', false],
    ['100 letters (max)', s(100), true],
    ['101 letters', s(101), false],
    ['double space between words', 'Ali  Veli', false],
    ['leading space', ' Ali', false],
    ['trailing space', 'Ali ', false],
    ['digits', 'Ali2', false],
    ['punctuation', 'Ali-Veli', false],
    ['empty', '', false],
  ])('name and surname: %s', (_d, value, ok) => {
    expect(register('name', value) === undefined).toBe(ok);
    expect(register('surname', value) === undefined).toBe(ok);
  });

  it.each([
    ['5 characters (min)', 'abcde', true],
    ['4 characters', 'abcd', false],
    ['30 characters (max)', s(30, 'b'), true],
    ['31 characters', s(31, 'b'), false],
    ['letters and digits', 'player42', true],
    ['underscore', 'play_er', false],
    ['Turkish letter', 'oyuncuş', false],
    ['space', 'play er', false],
  ])('username: %s', (_d, value, ok) => expect(register('username', value) === undefined).toBe(ok));

  it.each([
    ['valid', 'a@b.co', true],
    ['no @', 'ab.com', false],
    ['4 characters', 'a@bc', false],
    ['100 characters', `${s(88)}@example.com`, true],
    ['101 characters', `${s(89)}@example.com`, false],
  ])('email: %s', (_d, value, ok) => expect(register('email', value) === undefined).toBe(ok));

  it.each([
    ['90 + 10 digits from the mask', '905321234567', true],
    // Issue 33: the form needs the whole mobile number the mask asks for, not 5–20 digits.
    ['90 + 9 digits', '90532123456', false],
    ['90 + 11 digits', '9053212345678', false],
    ['5 digits', '90532', false],
    ['4 digits', '9053', false],
    ['20 digits', s(20, '9'), false],
    ['21 digits', s(21, '9'), false],
    ['letters', '90532abc', false],
    ['empty', '', false],
  ])('phone: %s', (_d, value, ok) => expect(register('phone', value) === undefined).toBe(ok));

  it.each([
    ['10 digits', '1234567890', false],
    ['11 digits with valid check digits', '12345678950', true],
    ['12 digits', '123456789012', false],
    ['11 with a letter', '1234567890a', false],
    ['empty', '', false],
  ])('national ID (PersonalNo): %s', (_d, value, ok) =>
    expect(register('PersonalNo', value) === undefined).toBe(ok),
  );

  // T.C. Kimlik No: d10 = ((d1+d3+d5+d7+d9)×7 − (d2+d4+d6+d8)) mod 10, d11 = (d1+…+d10) mod 10.
  it.each([
    ['valid', '10000000146', undefined],
    ['valid, d10 from a negative difference', '19191919190', undefined],
    ['wrong 10th digit', '12345678960', 'account:validation.personalNoChecksum'],
    ['wrong 11th digit', '12345678951', 'account:validation.personalNoChecksum'],
    ['first digit 0 (check digits right)', '01111111142', 'account:validation.personalNoChecksum'],
    ['all ones', '11111111111', 'account:validation.personalNoChecksum'],
  ])('national ID checksum: %s', (_d, value, key) => expect(register('PersonalNo', value)).toBe(key));

  it.each([
    ['day of 1 digit', { day: '7' }, 'day', false],
    ['month of 3 digits', { month: '003' }, 'month', false],
    ['year of 2 digits', { year: '90' }, 'year', false],
    ['31 February', { day: '31', month: '02' }, 'day', false],
    ['29 February of a leap year', { day: '29', month: '02', year: '2000' }, 'day', true],
    ['letters in the year', { year: '19a0' }, 'year', false],
    ['year before 1900', { year: '1899' }, 'day', false],
  ])('birth date: %s', (_d, patch, path, ok) => {
    expect(firstKey(registerFormSchema, { ...validRegister, ...patch }, path) === undefined).toBe(ok);
  });

  describe('18 or older (the date in Türkiye, UTC+3)', () => {
    afterEach(() => jest.useRealTimers());
    const on = (iso: string, day: string, month: string, year: string) => {
      jest.useFakeTimers({ now: new Date(iso) });
      return firstKey(registerFormSchema, { ...validRegister, day, month, year }, 'day');
    };
    it('turns 18 today in Türkiye (already the 7th there at 21:00 UTC)', () =>
      expect(on('2026-03-06T21:00:00Z', '07', '03', '2008')).toBeUndefined());
    it('turns 18 tomorrow', () =>
      expect(on('2026-03-06T20:59:00Z', '07', '03', '2008')).toBe('account:validation.tooYoung'));
    it('a child', () =>
      expect(on('2026-03-06T12:00:00Z', '01', '06', '2015')).toBe('account:validation.tooYoung'));
    it('31 February says the date is wrong, not the age', () =>
      expect(on('2026-03-06T12:00:00Z', '31', '02', '2015')).toBe('validation.date'));
  });

  it('country is required', () => {
    expect(register('country', Number.NaN)).toBe('validation.required');
  });

  it.each([
    ['5 characters (min)', 'abcde', 'abcde', undefined],
    ['4 characters', 'abcd', 'abcd', 'validation.minLength'],
    ['not matching', 'abcde', 'abcdf', 'validation.passwordMismatch'],
  ])('passwords: %s', (_d, password, password2, key) => {
    const r = registerFormSchema.safeParse({ ...validRegister, password, password2 });
    const keys = r.success ? [] : r.error.issues.map((i) => i.message);
    if (key) expect(keys).toContain(key);
    else expect(r.success).toBe(true);
  });
});

describe('login (Requirements §5: username 1–50, password 3–100)', () => {
  it.each([
    ['username of 1', { username: 'a', password: 'abc' }, true],
    ['username of 50', { username: s(50), password: 'abc' }, true],
    ['username of 51', { username: s(51), password: 'abc' }, false],
    ['empty username', { username: '', password: 'abc' }, false],
    ['password of 2', { username: 'demo', password: 'ab' }, false],
    ['password of 3', { username: 'demo', password: 'abc' }, true],
    ['password of 100', { username: 'demo', password: s(100) }, true],
    ['password of 101', { username: 'demo', password: s(101) }, false],
  ])('%s', (_d, value, ok) => expect(loginPayload.safeParse(value).success).toBe(ok));
});

describe('phone step (Requirements §5: phone 5–20 digits, code exactly 6)', () => {
  it.each([
    ['6 digits', '123456', true],
    ['5 digits', '12345', false],
    ['7 digits', '1234567', false],
    ['masked text', '12-34-56', false],
  ])('code: %s', (_d, code, ok) =>
    expect(phoneCodeForm.safeParse({ phone: '905321234567', code }).success).toBe(ok),
  );
  it.each([
    ['4 digits', '1234', false],
    ['5 digits', '12345', true],
  ])('phone: %s', (_d, phone, ok) => expect(phoneField.safeParse(phone).success).toBe(ok));
});

describe('recovery (Requirements §5: username 2–25, code 3–20)', () => {
  it.each([
    ['1', 'a', false],
    ['2', 'ab', true],
    ['25', s(25), true],
    ['26', s(26), false],
  ])('username of %s characters', (_d, username, ok) =>
    expect(sendResetPasswordPayload.safeParse({ username }).success).toBe(ok),
  );
  it.each([
    ['2', 'ab', false],
    ['3', 'abc', true],
    ['20', s(20), true],
    ['21', s(21), false],
  ])('code of %s characters', (_d, code, ok) =>
    expect(checkResetCodePayload.safeParse({ username: 'demo', code }).success).toBe(ok),
  );
});

describe('change password (Requirements §5: all required, minimum 5, password = confirmPassword)', () => {
  it.each([
    ['valid', { oldPassword: 'old12', password: 'new12', confirmPassword: 'new12' }, true],
    ['old password of 4', { oldPassword: 'old1', password: 'new12', confirmPassword: 'new12' }, false],
    ['new password of 4', { oldPassword: 'old12', password: 'new1', confirmPassword: 'new1' }, false],
    ['confirmation differs', { oldPassword: 'old12', password: 'new12', confirmPassword: 'new13' }, false],
    ['empty', { oldPassword: '', password: '', confirmPassword: '' }, false],
  ])('%s', (_d, value, ok) => expect(changePasswordPayload.safeParse(value).success).toBe(ok));
});

describe('call request (Requirements §5)', () => {
  const contact = { type: 1, contact: '905321234567' };
  const base = { name: 'Ayşe Yılmaz', message: 'Please call me', contacts: [contact] };
  it.each([
    ['valid', base, true],
    ['name of 4', { ...base, name: 'Ayşe' }, false],
    ['name of 5', { ...base, name: 'Ayşeg' }, true],
    ['name of 30', { ...base, name: s(30) }, true],
    ['name of 31', { ...base, name: s(31) }, false],
    ['blank name of 5 spaces', { ...base, name: '     ' }, false],
    ['message of 4', { ...base, message: 'abcd' }, false],
    ['message of 100', { ...base, message: s(100) }, true],
    ['message of 101', { ...base, message: s(101) }, false],
    ['no contacts', { ...base, contacts: [] }, false],
    ['5 contacts', { ...base, contacts: Array(5).fill(contact) }, true],
    ['6 contacts', { ...base, contacts: Array(6).fill(contact) }, false],
    ['contact of 4', { ...base, contacts: [{ type: 4, contact: 'a@bc' }] }, false],
    ['contact of 30', { ...base, contacts: [{ type: 3, contact: s(30) }] }, true],
    ['contact of 31', { ...base, contacts: [{ type: 3, contact: s(31) }] }, false],
    ['unknown contact type', { ...base, contacts: [{ type: 5, contact: '905321234567' }] }, false],
  ])('%s', (_d, value, ok) => expect(callMePayload.safeParse(value).success).toBe(ok));
});

describe('cross-field checks run before the rest of the form is valid', () => {
  it('reports a password mismatch while other fields are still empty', () => {
    const r = registerFormSchema.safeParse({ ...emptyRegisterForm, password: 'abcde', password2: 'abcdf' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === 'password2')?.message).toBe(
      'validation.passwordMismatch',
    );
  });
});
