import { initialRecovery, recoveryReducer, type RecoveryEvent } from './recovery-steps';

const run = (...events: RecoveryEvent[]) => events.reduce(recoveryReducer, initialRecovery);

describe('recovery step machine (Requirements §4: username → code → new password → success)', () => {
  it('walks the four steps in order, keeping what each step confirmed', () => {
    expect(run().step).toBe('username');
    expect(run({ type: 'codeSent', username: 'demo' })).toEqual({ step: 'code', username: 'demo', code: '' });
    expect(run({ type: 'codeSent', username: 'demo' }, { type: 'codeAccepted', code: '123456' })).toEqual({
      step: 'password',
      username: 'demo',
      code: '123456',
    });
    expect(
      run(
        { type: 'codeSent', username: 'demo' },
        { type: 'codeAccepted', code: '123456' },
        { type: 'passwordChanged' },
      ).step,
    ).toBe('success');
  });

  it('ignores events that skip a step', () => {
    expect(run({ type: 'codeAccepted', code: '1' }).step).toBe('username');
    expect(run({ type: 'passwordChanged' }).step).toBe('username');
    expect(run({ type: 'codeSent', username: 'demo' }, { type: 'passwordChanged' }).step).toBe('code');
  });
});
