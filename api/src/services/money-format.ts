/** Minor units (kuruş) to the JSON major-unit number, e.g. 125050n → 1250.5. */
export function toMajor(minor: bigint | string | number): number {
  return Number(BigInt(minor)) / 100;
}

/** A major-unit amount to minor units, or null when it is not a positive amount with ≤ 2 decimals. */
export function toMinor(major: number | string): bigint | null {
  const s = typeof major === 'number' ? String(major) : major.trim().replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(s)) return null;
  const [int, frac = ''] = s.split('.');
  return BigInt(int ?? '0') * 100n + BigInt(frac.padEnd(2, '0'));
}
