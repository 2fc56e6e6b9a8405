import { PhoneVerificationPage as P } from '@playhub/shared/contracts';
import { initialPhonePage, phonePageReducer, type PhonePageEvent } from './phone-page-machine';

const run = (start: P, ...events: PhonePageEvent[]) => events.reduce(phonePageReducer, start);

describe('dashboard phone page states (Requirements §4)', () => {
  it('starts Verified when the player already verified, else NotVerified', () => {
    expect(initialPhonePage(true)).toBe(P.VerifiedPage);
    expect(initialPhonePage(false)).toBe(P.NotVerifiedPage);
  });

  it.each<[string, P, PhonePageEvent[], P]>([
    ['Send Code from NotVerified', P.NotVerifiedPage, ['codeSent'], P.VerificationCodePage],
    ['Verify after the code', P.NotVerifiedPage, ['codeSent', 'verified'], P.VerifiedPage],
    ["'Update Number'", P.NotVerifiedPage, ['update'], P.UpdatePage],
    ['Send Code from Update', P.NotVerifiedPage, ['update', 'codeSent'], P.VerificationCodePage],
    ['cancel Update', P.NotVerifiedPage, ['update', 'cancelUpdate'], P.NotVerifiedPage],
    ['resend stays on the code', P.NotVerifiedPage, ['codeSent', 'codeSent'], P.VerificationCodePage],
    ['verified without a code is ignored', P.NotVerifiedPage, ['verified'], P.NotVerifiedPage],
    ['Verified stays verified', P.VerifiedPage, ['update', 'codeSent'], P.VerifiedPage],
  ])('%s', (_d, start, events, end) => expect(run(start, ...events)).toBe(end));
});
