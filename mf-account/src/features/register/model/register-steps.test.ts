import { emptyRegisterForm, toRegisterPayload } from './register-form';
import { stepAfterRegister, stepAfterVerify } from './register-steps';
import { readTracking } from './tracking';

describe('registration steps (Requirements §4)', () => {
  it('goes to the phone step with the trial bonus and straight to the celebration without it', () => {
    expect(stepAfterRegister(true)).toBe('phone');
    expect(stepAfterRegister(false)).toBe('celebration');
    expect(stepAfterVerify()).toBe('celebration');
  });
});

describe('registration payload (Requirements §3)', () => {
  const values = {
    ...emptyRegisterForm,
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: 'ayse2024',
    email: 'a@b.co',
    phone: '905321234567',
    PersonalNo: '12345678950',
    country: 235,
    day: '07',
    month: '03',
    year: '1990',
    password: 'secret',
    password2: 'secret',
  };

  it('builds birthDate year-month-day, currency 1 and trialBonus 0/1', () => {
    expect(toRegisterPayload(values)).toMatchObject({
      birthDate: '1990-03-07',
      currencyId: 1,
      trialBonus: 0,
      country: 235,
    });
    expect(toRegisterPayload({ ...values, trialBonus: true }).trialBonus).toBe(1);
  });

  it('adds the tracking fields', () => {
    expect(toRegisterPayload(values, { refId: 7 })).toMatchObject({ refId: 7 });
    expect(toRegisterPayload(values, { partner: 'p', subid: 's', source: 'x' })).toMatchObject({
      partner: 'p',
      subid: 's',
      source: 'x',
    });
  });
});

describe('tracking from local storage or cookies', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });

  it('reads a numeric refId from storage first', () => {
    expect(readTracking({ storage: storage({ refId: '42' }), cookies: 'refId=7' })).toEqual({ refId: 42 });
  });

  it('falls back to cookies', () => {
    expect(readTracking({ storage: storage({}), cookies: 'a=1; refId=7' })).toEqual({ refId: 7 });
  });

  it('sends partner, subid and source when there is no refId', () => {
    expect(
      readTracking({ storage: storage({ partner: 'aff1' }), cookies: 'subid=s%201; source=google' }),
    ).toEqual({
      partner: 'aff1',
      subid: 's 1',
      source: 'google',
    });
  });

  it('ignores a refId that is not a number', () => {
    expect(readTracking({ storage: storage({ refId: 'abc' }), cookies: '' })).toEqual({});
  });
});
