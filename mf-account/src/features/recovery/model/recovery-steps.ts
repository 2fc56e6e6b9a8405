/** The four recovery steps of Requirements §2, in order. */
export const RECOVERY_STEPS = ['username', 'code', 'password', 'success'] as const;
/** One recovery step. */
export type RecoveryStep = (typeof RECOVERY_STEPS)[number];

/** Recovery state: the step plus what earlier steps confirmed. */
export interface RecoveryState {
  step: RecoveryStep;
  username: string;
  code: string;
}

/**
 * Events: each is dispatched only after its call succeeded (Requirements §4: a step advances only
 * on success).
 */
export type RecoveryEvent =
  | { type: 'codeSent'; username: string }
  | { type: 'codeAccepted'; code: string }
  | { type: 'passwordChanged' };

/** Initial recovery state. */
export const initialRecovery: RecoveryState = { step: 'username', username: '', code: '' };

/** Step machine of the recovery dialog; events out of order are ignored. */
export function recoveryReducer(state: RecoveryState, event: RecoveryEvent): RecoveryState {
  switch (event.type) {
    case 'codeSent':
      return state.step === 'username' ? { ...state, step: 'code', username: event.username } : state;
    case 'codeAccepted':
      return state.step === 'code' ? { ...state, step: 'password', code: event.code } : state;
    case 'passwordChanged':
      return state.step === 'password' ? { ...state, step: 'success' } : state;
  }
}

/** Delay before the login dialog opens after success (Requirements §9). */
export const LOGIN_AFTER_RECOVERY_MS = 1000;
