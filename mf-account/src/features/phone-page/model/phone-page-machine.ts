import { PhoneVerificationPage } from '@playhub/shared/contracts';

/** Events of the dashboard phone page (Requirements §4). */
export type PhonePageEvent = 'codeSent' | 'verified' | 'update' | 'cancelUpdate';

/** Verified on load when the player already verified by SMS, else NotVerified. */
export function initialPhonePage(smsVerified: boolean): PhoneVerificationPage {
  return smsVerified ? PhoneVerificationPage.VerifiedPage : PhoneVerificationPage.NotVerifiedPage;
}

/**
 * NotVerified → (Send Code ok) VerificationCode → (Verify ok) Verified; NotVerified → ('Update
 * Number') Update → (Send Code ok) VerificationCode. A failed check stays on VerificationCode.
 */
export function phonePageReducer(state: PhoneVerificationPage, event: PhonePageEvent): PhoneVerificationPage {
  const P = PhoneVerificationPage;
  switch (event) {
    case 'codeSent':
      return state === P.NotVerifiedPage || state === P.UpdatePage || state === P.VerificationCodePage
        ? P.VerificationCodePage
        : state;
    case 'verified':
      return state === P.VerificationCodePage ? P.VerifiedPage : state;
    case 'update':
      return state === P.NotVerifiedPage || state === P.VerificationCodePage ? P.UpdatePage : state;
    case 'cancelUpdate':
      return state === P.UpdatePage ? P.NotVerifiedPage : state;
  }
}
