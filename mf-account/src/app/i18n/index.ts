import { registerTranslations } from '@playhub/shared/i18n';
import { en } from './en';
import { tr } from './tr';

/** i18n namespace of the account vertical. */
export const NS = 'account';

/** Registers the account texts (idempotent; called when the remote entry loads). */
export function registerAccountTexts(): void {
  registerTranslations(NS, { en, tr });
}
