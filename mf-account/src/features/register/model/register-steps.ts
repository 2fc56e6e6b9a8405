/** Screens of the Sign Up dialog (Requirements §2): the form, the phone step, the celebration. */
export type RegisterStep = 'form' | 'phone' | 'celebration';

/**
 * Where a successful registration goes (Requirements §4): with the trial bonus to the phone step (the code
 * is requested at once); without it straight to the celebration (trial amount reset to 0).
 */
export function stepAfterRegister(trialBonus: boolean): RegisterStep {
  return trialBonus ? 'phone' : 'celebration';
}

/** After the phone is verified the celebration shows. */
export function stepAfterVerify(): RegisterStep {
  return 'celebration';
}
