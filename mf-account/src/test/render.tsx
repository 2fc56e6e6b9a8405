import type { ReactElement } from 'react';
import { initI18n } from '@playhub/shared/i18n';
import { renderWithProviders, type ProviderOptions } from '@playhub/shared/testing';
import { ToastHost } from '@playhub/kit/ui-kit';
import { registerAccountTexts } from '@/app/i18n';
import { registerLicensedTexts } from '@/app/i18n/licensed';

/** Renders with the shared providers, the account texts and a toast host (toasts are asserted). */
export function renderAccount(ui: ReactElement, options: ProviderOptions = {}) {
  initI18n(options.lang ?? 'en');
  registerAccountTexts();
  registerLicensedTexts();
  return renderWithProviders(
    <>
      {ui}
      <ToastHost />
    </>,
    options,
  );
}
