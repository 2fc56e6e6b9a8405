import { i18n, registerTranslations } from '@playhub/shared/i18n';
import { en } from './en';
import { tr } from './tr';

/** i18n namespace of the account vertical. */
export const NS = 'account';

/**
 * Registers the account texts. i18next only accepts bundles after init, and the dev shell (and
 * tests) load this entry before initialising, so registration then waits for 'initialized'.
 */
export function registerAccountTexts(): void {
  const register = () => registerTranslations(NS, { en, tr });
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
