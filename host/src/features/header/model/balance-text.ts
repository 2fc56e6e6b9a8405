import { formatMoney } from '@playhub/kit/format';
import type { Language } from '@playhub/shared/i18n';

const compactFormatters = new Map<Language, Intl.NumberFormat>();

function compactFormatter(lang: Language): Intl.NumberFormat {
  let f = compactFormatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-US', {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
      // A balance is never shown as more than the player has: ₺12,399 is ₺12.3K, not ₺12.4K.
      roundingMode: 'trunc',
    });
    compactFormatters.set(lang, f);
  }
  return f;
}

/** The two ways the header can show a balance: in full, and short for a narrow header. */
export interface BalanceTexts {
  full: string;
  short: string;
}

/**
 * The header balance as text: the full amount (`₺123,456.78`, tr `₺123.456,78`) and a short one for
 * when the header has no room (`₺123.4K`, tr `₺123,4 B`). Below 1,000 the full amount is short enough.
 */
export function balanceTexts(balance: number | null, lang: Language): BalanceTexts {
  if (balance === null) return { full: '…', short: '…' };
  const full = formatMoney(balance, { lang });
  return { full, short: Math.abs(balance) < 1000 ? full : compactFormatter(lang).format(balance) };
}
