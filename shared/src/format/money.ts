import type { Language } from '../i18n';

const formatters = new Map<Language, Intl.NumberFormat>();

function formatterFor(lang: Language): Intl.NumberFormat {
  let f = formatters.get(lang);
  if (!f) {
    // narrowSymbol: en-US would otherwise print "TRY 1,234.56" instead of "₺1,234.56".
    f = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-US', {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(lang, f);
  }
  return f;
}

/** Formats a major-unit TRY amount: tr `₺1.234,56`, en `₺1,234.56`. */
export function formatMoney(amount: number, { lang = 'tr' }: { lang?: Language } = {}): string {
  return formatterFor(lang).format(amount);
}

// Optional minus, digits grouped by dots in threes (or no dots at all), optional comma + 1–2 digits.
const TR_AMOUNT = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/** Parses a tr-TR amount (`1.234,56` → 1234.56); null for letters, two decimal commas, bad grouping or empty. */
export function parseTrAmount(text: string): number | null {
  const trimmed = text.replace(/\s|₺/g, '');
  if (!TR_AMOUNT.test(trimmed)) return null;
  const value = Number(trimmed.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
