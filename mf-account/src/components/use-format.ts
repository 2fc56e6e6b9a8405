import { useCallback } from 'react';
import { formatDateTime } from '@playhub/kit/dates';
import { formatMoney } from '@playhub/kit/format';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';

/** Money and date formatters in the interface language. */
export function useFormat() {
  const { i18n } = useTranslation('account');
  const lang = asLanguage(i18n.language) ?? 'en';
  const money = useCallback((amount: number) => formatMoney(amount, { lang }), [lang]);
  const date = useCallback((iso: string) => formatDateTime(iso, 'dd.MM.yyyy HH:mm', lang), [lang]);
  return { money, date, lang };
}
