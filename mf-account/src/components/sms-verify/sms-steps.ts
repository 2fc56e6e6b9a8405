/** State of the SMS verification form (Requirements §3 phone verification: step, phone, code). */
export interface SmsState {
  step: 1 | 2;
  phone: string;
  /** The phone cannot be edited (step 2 always; step 1 right after registration). */
  phoneLocked: boolean;
}

/** Events of the SMS verification step machine. */
export type SmsEvent = { type: 'codeSent'; phone: string } | { type: 'changePhone' };

/** Step machine of Requirements §4: a sent code moves to step 2; 'Change Phone Number' returns to step 1. */
export function smsReducer(state: SmsState, event: SmsEvent): SmsState {
  switch (event.type) {
    case 'codeSent':
      return { step: 2, phone: event.phone, phoneLocked: true };
    case 'changePhone':
      return { step: 1, phone: state.phone, phoneLocked: false };
  }
}
