import { smsReducer, type SmsState } from './sms-steps';

describe('SMS verification step machine (Requirements §4)', () => {
  const start: SmsState = { step: 1, phone: '905321234567', phoneLocked: false };

  it('moves to step 2 with the phone locked once a code is sent', () => {
    expect(smsReducer(start, { type: 'codeSent', phone: '905551112233' })).toEqual({
      step: 2,
      phone: '905551112233',
      phoneLocked: true,
    });
  });

  it("'Change Phone Number' returns to step 1 with the phone editable", () => {
    const atCode = smsReducer(start, { type: 'codeSent', phone: '905551112233' });
    expect(smsReducer(atCode, { type: 'changePhone' })).toEqual({
      step: 1,
      phone: '905551112233',
      phoneLocked: false,
    });
  });

  it('after registration step 1 shows the phone locked until changed', () => {
    const fromRegistration: SmsState = { ...start, phoneLocked: true };
    expect(fromRegistration.phoneLocked).toBe(true);
    expect(
      smsReducer(smsReducer(fromRegistration, { type: 'codeSent', phone: start.phone }), {
        type: 'changePhone',
      }).phoneLocked,
    ).toBe(false);
  });
});
