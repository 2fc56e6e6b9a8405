/**
 * Folds text for accent- and case-insensitive search: 'BIG', 'bıg', 'Big' → 'big', 'Şeker' → 'seker'.
 * Dotless ı and dotted İ map to plain i before lower-casing, because the default lower-casing of
 * 'I' is 'i' but of 'İ' is 'i̇' (two code points), and Turkish users type either.
 */
export function foldTurkish(text: string): string {
  return text.replace(/[ıİ]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A search term as typed, with every run of white space (two spaces, a tab, a no-break space from a
 * paste) read as one space and none at either end: "sweet  bonanza" finds what "sweet bonanza" finds.
 */
export function normalizeSearch(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
