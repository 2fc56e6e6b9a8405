import { i18n, initI18n, registerTranslations } from '@playhub/shared/i18n';

/** Texts of the sports vertical (namespace `sports`). */
export const sportsTexts = {
  en: {
    view: {
      sports: 'Sports',
      live: 'Live Bettings',
      esports: 'E-sports',
    },
    frameTitle: '{{view}} betting',
    loading: 'Loading the sportsbook...',
    notAnswering: 'The sportsbook is not responding right now. Please try again.',
  },
  tr: {
    view: {
      sports: 'Spor',
      live: 'Canlı Bahis',
      esports: 'E-spor',
    },
    frameTitle: '{{view}} bahisleri',
    loading: 'Spor bahisleri yükleniyor...',
    notAnswering: 'Spor bahisleri şu anda yanıt vermiyor. Lütfen tekrar deneyin.',
  },
};

/** Registers the texts once, when the remote's entry loads. */
export function registerSportsTranslations(): void {
  // i18next only accepts bundles once initialised; the host initialises before loading remotes, but
  // the standalone dev shell and tests import the entry first.
  if (!i18n.isInitialized) initI18n();
  registerTranslations('sports', sportsTexts);
}
