/** Minor units (kuruş) to the JSON major-unit number, e.g. 125050n → 1250.5. */
export function toMajor(minor: bigint | string | number): number {
  return Number(BigInt(minor)) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the site shows it in the player's language: tr `₺1.234,56`, en `₺1,234.56` (server
 * messages and notifications say amounts the same way the page does).
 */
export function formatMoney(locale: 'en' | 'tr', minor: bigint | string | number): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR', {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, f);
  }
  return f.format(toMajor(minor));
}

/** A major-unit amount to minor units, or null when it is not a positive amount with ≤ 2 decimals. */
export function toMinor(major: number | string): bigint | null {
  const s = typeof major === 'number' ? String(major) : major.trim().replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(s)) return null;
  const [int, frac = ''] = s.split('.');
  return BigInt(int ?? '0') * 100n + BigInt(frac.padEnd(2, '0'));
}
