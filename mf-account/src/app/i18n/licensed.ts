import { i18n, registerTranslations } from '@playhub/shared/i18n';
import { NS } from './index';
import { licensedEn } from './licensed-en';
import { licensedTr } from './licensed-tr';

/**
 * Adds the licensed-market texts (issue 32) to the account namespace, once i18next is initialised.
 * Loaded with the first code-split part of the vertical, not with its entry.
 */
export function registerLicensedTexts(): void {
  const register = () => registerTranslations(NS, { en: licensedEn, tr: licensedTr });
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
