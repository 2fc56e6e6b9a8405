import type { Bootstrap } from '@playhub/shared/contracts';
import {
  asLanguage,
  i18n,
  initI18n,
  mergeServerTranslations,
  registerTranslations,
  resolveLanguage,
} from '@playhub/shared/i18n';
import { uiStore } from '@playhub/shared/ui';
import { hostTexts } from '../i18n/texts';

/** How long first render waits for `cms/grouped` before going on with the stored copy (or none). */
export const BOOTSTRAP_WAIT_MS = 2000;

/** Resolves with the promise's value, or with `null` once `ms` have passed. */
export function withCap<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(null)),
    );
  });
}

/**
 * Requirements §4 "then in parallel": language (stored choice, else the bootstrap's, else tr), the server's
 * translation overrides, and the trial bonus amount; site settings, domain, casino and notification
 * data are read from the bootstrap query by whoever needs them. A null bootstrap leaves defaults.
 */
export function applyBootstrap(data: Bootstrap | null): void {
  const language = resolveLanguage(data?.language);
  initI18n(language);
  registerTranslations('host', hostTexts);
  if (!data) return;
  mergeServerTranslations(language, data.translationList);
  if (data.trialBonusAmount > 0) uiStore.getState().setTrialBonusAmount(data.trialBonusAmount);
}

/** A bootstrap that arrived after first render: merge its texts and re-render translated text. */
export function applyLateBootstrap(data: Bootstrap | null): void {
  if (!data) return;
  const language = asLanguage(i18n.language) ?? resolveLanguage(data.language);
  mergeServerTranslations(language, data.translationList);
  if (data.trialBonusAmount > 0) uiStore.getState().setTrialBonusAmount(data.trialBonusAmount);
  // react-i18next re-renders on languageChanged; switching to the same language is the cheap nudge.
  void i18n.changeLanguage(language);
}
