import type { Language } from '@playhub/shared/i18n';

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

/** The separators an amount uses in a language: en `1,234.56`, tr `1.234,56`. */
export function amountSeparators(lang: Language): { group: string; decimal: string } {
  return lang === 'en' ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };
}

const patterns = new Map<Language, RegExp>();

// Optional minus, digits grouped in threes (or not grouped at all), optional decimals of 1–2 digits.
function amountPattern(lang: Language): RegExp {
  let re = patterns.get(lang);
  if (!re) {
    const { group, decimal } = amountSeparators(lang);
    re = new RegExp(`^-?(?:\\d{1,3}(?:\\${group}\\d{3})+|\\d+)(?:\\${decimal}\\d{1,2})?$`);
    patterns.set(lang, re);
  }
  return re;
}

/**
 * Parses an amount as written in `lang` (en `1,234.56`, tr `1.234,56` → 1234.56); null for
 * letters, two decimal separators, bad grouping, more than two decimals or empty text. Never
 * guesses: `100.50` in tr and `100,50` in en are refused, not read as 10050.
 */
export function parseAmount(text: string, lang: Language): number | null {
  const trimmed = text.replace(/\s|₺/g, '');
  if (!amountPattern(lang).test(trimmed)) return null;
  const { group, decimal } = amountSeparators(lang);
  const value = Number(trimmed.split(group).join('').replace(decimal, '.'));
  return Number.isFinite(value) ? value : null;
}

/** Parses a tr-TR amount (`1.234,56` → 1234.56); see {@link parseAmount}. */
export function parseTrAmount(text: string): number | null {
  return parseAmount(text, 'tr');
}
